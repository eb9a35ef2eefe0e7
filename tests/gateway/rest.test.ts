import { describe, expect, it, vi } from 'vitest';
import { AdminRoutes, ChatRoutes } from '../../contract/routes';
import { ApiError, createRestClient } from '../../src/gateway/rest';
import { fail, fakeFetch, ok } from './fixtures';

function clientOver(routes: Parameters<typeof fakeFetch>[0], tokens = { authToken: 'admin-token', jwtToken: 'chat-jwt' }) {
  const server = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  const rest = createRestClient({
    getAuthToken: () => tokens.authToken,
    getJwtToken: () => tokens.jwtToken,
    onUnauthorized,
    fetch: server.fetch,
  });
  return { rest, requests: server.requests, onUnauthorized };
}

describe('rest client', () => {
  it('posts JSON to the admin API with the auth token and returns message and data', async () => {
    const { rest, requests } = clientOver({ [AdminRoutes.createChatUser]: ok({ chat_user_id: 'abc' }, 'Chat user created') });
    const answer = await rest.admin(AdminRoutes.createChatUser, {});
    expect(answer).toEqual({ message: 'Chat user created', data: { chat_user_id: 'abc' } });
    expect(requests).toEqual([
      { url: '/api/user/create-chat-user', method: 'POST', authorization: 'Bearer admin-token', contentType: 'application/json', body: {} },
    ]);
  });

  it('sends the chat API the JWT, not the admin token', async () => {
    const { rest, requests } = clientOver({ [ChatRoutes.roomsList]: ok([]) });
    await rest.chat(ChatRoutes.roomsList, {});
    expect(requests[0]?.authorization).toBe('Bearer chat-jwt');
  });

  it('sends no Authorization header before login', async () => {
    const server = fakeFetch({ [AdminRoutes.forgotPassword]: ok({ email: 'a@b.co' }) });
    const rest = createRestClient({ getAuthToken: () => null, getJwtToken: () => null, onUnauthorized: () => {}, fetch: server.fetch });
    await rest.admin(AdminRoutes.forgotPassword, { email: 'a@b.co' });
    expect(server.requests[0]?.authorization).toBeNull();
  });

  it('prefixes the base URL', async () => {
    const server = fakeFetch({ [AdminRoutes.verifyUser]: ok({}) });
    const rest = createRestClient({
      baseUrl: 'https://api.example.com',
      getAuthToken: () => 't',
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: server.fetch,
    });
    await rest.admin(AdminRoutes.verifyUser, {});
    expect(server.requests[0]?.url).toBe('https://api.example.com/api/verify-user');
  });

  it('keeps the server message, status and data of a refusal', async () => {
    const { rest, onUnauthorized } = clientOver({
      [AdminRoutes.login]: fail(403, 'Please verify your email first', { email: 'a@b.co', verify_required: true }),
    });
    const error = await rest.admin(AdminRoutes.login, { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Please verify your email first',
      data: { email: 'a@b.co', verify_required: true },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats success 0 as a failure even with HTTP 200', async () => {
    const { rest } = clientOver({ [AdminRoutes.login]: { status: 200, body: { success: 0, message: 'Wrong Credentials', data: {} } } });
    await expect(rest.admin(AdminRoutes.login, { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 200,
      message: 'Wrong Credentials',
    });
  });

  it('calls onUnauthorized on a 401 from either API, then throws', async () => {
    const { rest, onUnauthorized } = clientOver({
      [AdminRoutes.verifyUser]: fail(401, 'Please log in again'),
      [ChatRoutes.roomsList]: fail(401, 'Please log in again'),
    });
    await expect(rest.admin(AdminRoutes.verifyUser, {})).rejects.toMatchObject({ status: 401, message: 'Please log in again' });
    await expect(rest.chat(ChatRoutes.roomsList, {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('answers a network failure as status 0 "Something went wrong"', async () => {
    const rest = createRestClient({
      getAuthToken: () => null,
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(rest.admin(AdminRoutes.forgotPassword, { email: 'a@b.co' })).rejects.toEqual(new ApiError(0, 'Something went wrong'));
  });

  it('answers a body that is not the envelope with the generic message', async () => {
    const rest = createRestClient({
      getAuthToken: () => null,
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(rest.admin(AdminRoutes.forgotPassword, { email: 'a@b.co' })).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it('rejects with the abort, not an ApiError, when the caller aborts', async () => {
    const { rest } = clientOver({ [AdminRoutes.verifyUser]: ok({}) });
    const controller = new AbortController();
    controller.abort();
    const error = await rest.admin(AdminRoutes.verifyUser, {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('uploads a file as multipart with its folder and the auth token', async () => {
    const { rest, requests } = clientOver({ '/api/upload': ok({ key: 'post/images/a.png', location: '/media/post/images/a.png' }) });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const answer = await rest.upload('post/images/', file);
    expect(answer.data).toEqual({ key: 'post/images/a.png', location: '/media/post/images/a.png' });
    const [request] = requests;
    expect(request).toMatchObject({ url: '/api/upload', method: 'POST', authorization: 'Bearer admin-token', contentType: null });
    const form = request?.body as FormData;
    expect(form.get('path')).toBe('post/images/');
    expect((form.get('file') as File).name).toBe('a.png');
  });
});
