import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { createGateway } from '../../src/gateway/client';
import { GatewayRequestError } from '../../src/gateway/errors';
import { createRestClient } from '../../src/gateway/rest';
import { fail, gatewayOver } from './fixtures';

/** The first GraphQL error of a failed request, as the gateway hands it over. */
async function firstError(request: Promise<unknown>) {
  const error = await request.then(
    () => expect.unreachable('the request should fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayRequestError);
  return (error as GatewayRequestError).errors[0];
}

const login = { input: { email: 'ada@example.com', password: 'Secret1!' } };
const signup = {
  input: {
    firstName: 'Ada',
    lastName: 'L',
    username: 'ada.l',
    email: 'ada@example.com',
    phone: '5550123',
    password: 'Secret1!',
    birthDate: '1990-04-12',
  },
};

describe('gateway errors', () => {
  it('a 401 from the admin API calls onUnauthorized and reports UNAUTHENTICATED', async () => {
    const { gateway, unauthorized } = gatewayOver(
      { [Endpoints.currentUser.path]: fail(401, 'Please log in again') },
      { authToken: 'expired' },
    );
    expect(await firstError(gateway.request('Viewer', {}))).toMatchObject({
      message: 'Please log in again',
      path: ['viewer'],
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(unauthorized).toHaveLength(1);
  });

  it('a 401 from the chat API does the same', async () => {
    const { gateway, unauthorized } = gatewayOver(
      { [Endpoints.chatRooms.path]: fail(401, 'Please log in again') },
      { jwtToken: 'expired' },
    );
    expect(await firstError(gateway.request('ChatRooms', {}))).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(unauthorized).toHaveLength(1);
  });

  it('a 400 keeps the server message word for word', async () => {
    const { gateway, unauthorized } = gatewayOver({ [Endpoints.login.path]: fail(400, 'Wrong Credentials') });
    expect(await firstError(gateway.request('Login', login))).toMatchObject({
      message: 'Wrong Credentials',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
    expect(unauthorized).toHaveLength(0);
  });

  it('a 403 carries verify_required in its data, so the UI can tell it from a 400', async () => {
    const { gateway } = gatewayOver({
      [Endpoints.login.path]: fail(403, 'Please verify your email first. We sent you a new code', {
        email: 'ada@example.com',
        verify_required: true,
      }),
    });
    expect(await firstError(gateway.request('Login', login))).toMatchObject({
      extensions: { code: 'FORBIDDEN', status: 403, data: { email: 'ada@example.com', verify_required: true } },
    });
  });

  it.each([
    [409, 'This email is already registered', 'CONFLICT'],
    [429, 'Too many attempts, please try again later', 'RATE_LIMITED'],
    [500, 'Something went wrong', 'INTERNAL'],
  ])('HTTP %i reads as its code', async (status, message, code) => {
    const { gateway } = gatewayOver({ [Endpoints.register.path]: fail(status, message) });
    expect(await firstError(gateway.request('Register', signup))).toMatchObject({ message, extensions: { code, status } });
  });

  it('a network failure reads as NETWORK with status 0', async () => {
    const rest = createRestClient({
      getAuthToken: () => null,
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    expect(await firstError(createGateway({ rest }).request('Login', login))).toMatchObject({
      message: 'Something went wrong',
      extensions: { code: 'NETWORK', status: 0 },
    });
  });

  it('an aborted request rejects with the abort', async () => {
    const { gateway } = gatewayOver({});
    const controller = new AbortController();
    controller.abort();
    await expect(gateway.request('Viewer', {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
