import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { LoginBody, UserResponse } from '../../contract/auth';
import { Endpoints } from '../../src/gateway/generated/endpoints';
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
    const { rest, requests } = clientOver({ [Endpoints.createChatUser.path]: ok({ chat_user_id: 'abc' }, 'Chat user created') });
    const answer = await rest.call(Endpoints.createChatUser, {});
    expect(answer).toEqual({ message: 'Chat user created', data: { chat_user_id: 'abc' } });
    expect(requests).toEqual([
      { url: '/api/user/create-chat-user', method: 'POST', authorization: 'Bearer admin-token', contentType: 'application/json', body: {} },
    ]);
  });

  it('sends the chat API the JWT, not the admin token', async () => {
    const { rest, requests } = clientOver({ [Endpoints.chatRooms.path]: ok([]) });
    await rest.call(Endpoints.chatRooms, {});
    expect(requests[0]?.authorization).toBe('Bearer chat-jwt');
  });

  it('sends no Authorization header before login', async () => {
    const server = fakeFetch({ [Endpoints.forgotPassword.path]: ok({ email: 'a@b.co' }) });
    const rest = createRestClient({ getAuthToken: () => null, getJwtToken: () => null, onUnauthorized: () => {}, fetch: server.fetch });
    await rest.call(Endpoints.forgotPassword, { email: 'a@b.co' });
    expect(server.requests[0]?.authorization).toBeNull();
  });

  it('prefixes the base URL', async () => {
    const server = fakeFetch({ [Endpoints.currentUser.path]: ok({}) });
    const rest = createRestClient({
      baseUrl: 'https://api.example.com',
      getAuthToken: () => 't',
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: server.fetch,
    });
    await rest.call(Endpoints.currentUser, {});
    expect(server.requests[0]?.url).toBe('https://api.example.com/api/verify-user');
  });

  it('keeps the server message, status and data of a refusal', async () => {
    const { rest, onUnauthorized } = clientOver({
      [Endpoints.login.path]: fail(403, 'Please verify your email first', { email: 'a@b.co', verify_required: true }),
    });
    const error = await rest.call(Endpoints.login, { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Please verify your email first',
      data: { email: 'a@b.co', verify_required: true },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats success 0 as a failure even with HTTP 200', async () => {
    const { rest } = clientOver({ [Endpoints.login.path]: { status: 200, body: { success: 0, message: 'Wrong Credentials', data: {} } } });
    await expect(rest.call(Endpoints.login, { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 200,
      message: 'Wrong Credentials',
    });
  });

  it('calls onUnauthorized on a 401 from either API, then throws', async () => {
    const { rest, onUnauthorized } = clientOver({
      [Endpoints.currentUser.path]: fail(401, 'Please log in again'),
      [Endpoints.chatRooms.path]: fail(401, 'Please log in again'),
    });
    await expect(rest.call(Endpoints.currentUser, {})).rejects.toMatchObject({ status: 401, message: 'Please log in again' });
    await expect(rest.call(Endpoints.chatRooms, {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    // Each with the token it carried: a refusal of a token a password change has since replaced ends nothing.
    expect(onUnauthorized.mock.calls).toEqual([['admin-token'], ['chat-jwt']]);
  });

  it('answers a network failure as status 0 "Something went wrong"', async () => {
    const rest = createRestClient({
      getAuthToken: () => null,
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(rest.call(Endpoints.forgotPassword, { email: 'a@b.co' })).rejects.toEqual(new ApiError(0, 'Something went wrong'));
  });

  it('answers a body that is not the envelope with the generic message', async () => {
    const rest = createRestClient({
      getAuthToken: () => null,
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(rest.call(Endpoints.forgotPassword, { email: 'a@b.co' })).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it('rejects with the abort, not an ApiError, when the caller aborts', async () => {
    const { rest } = clientOver({ [Endpoints.currentUser.path]: ok({}) });
    const controller = new AbortController();
    controller.abort();
    const error = await rest.call(Endpoints.currentUser, {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('uploads a file as multipart with its folder and the auth token', async () => {
    const { rest, requests } = clientOver({ '/api/upload': ok({ key: 'post/images/a.png', location: '/media/post/images/a.png' }) });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const answer = await rest.call(Endpoints.upload, { path: 'post/images/', file });
    expect(answer.data).toEqual({ key: 'post/images/a.png', location: '/media/post/images/a.png' });
    const [request] = requests;
    expect(request).toMatchObject({ url: '/api/upload', method: 'POST', authorization: 'Bearer admin-token', contentType: null });
    const form = request?.body as FormData;
    expect(form.get('path')).toBe('post/images/');
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it('fills the path parameters of a GET and sends no body', async () => {
    const { rest, requests } = clientOver({ '/api/post/42': ok({ id: 42 }) });
    await rest.call(Endpoints.post, { id: 42 });
    expect(requests).toEqual([{ url: '/api/post/42', method: 'GET', authorization: 'Bearer admin-token', contentType: null, body: null }]);
  });

  it('puts the page of the trending feed in the query and posts an empty body (spec §7)', async () => {
    const { rest, requests } = clientOver({ [Endpoints.trendingPosts.path]: ok([]) });
    await rest.call(Endpoints.trendingPosts, { page: 3 });
    expect(requests).toEqual([
      { url: '/api/feeds/trending?page=3', method: 'POST', authorization: 'Bearer admin-token', contentType: 'application/json', body: {} },
    ]);
  });

  it('sends a chat file as multipart with the chat token, its id before the file', async () => {
    const { rest, requests } = clientOver({
      [Endpoints.uploadChatFile.path]: ok({ id: 'f1', key: 'k', media_type: 0, url: '/u', thumbnail_url: '' }),
    });
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    await rest.call(Endpoints.uploadChatFile, { id: 'f1', file });
    const [request] = requests;
    expect(request).toMatchObject({ url: '/files/upload', authorization: 'Bearer chat-jwt', contentType: null });
    expect([...(request?.body as FormData).keys()]).toEqual(['id', 'file']);
  });

  it('sends the idempotency key of a paid call', async () => {
    const server = fakeFetch({ [Endpoints.donateToPost.path]: ok({ wallet_balance: 1 }) });
    const seen: (string | null)[] = [];
    const rest = createRestClient({
      getAuthToken: () => 't',
      getJwtToken: () => null,
      onUnauthorized: () => {},
      fetch: async (input, init) => {
        seen.push(new Headers(init?.headers).get('idempotency-key'));
        return server.fetch(input, init);
      },
    });
    await rest.call(Endpoints.donateToPost, { post_id: 1, amount: 5 }, { idempotencyKey: 'attempt-1' });
    expect(seen).toEqual(['attempt-1']);
  });

  it("types each call's input and answer by its contract entry, though the page's table holds no schema", async () => {
    const { rest } = clientOver({
      [Endpoints.currentUser.path]: ok({}),
      [Endpoints.login.path]: ok({}),
      [Endpoints.forgotPassword.path]: ok({}),
    });
    type LoginInput = Parameters<typeof rest.call<typeof Endpoints.login>>[1];
    expectTypeOf<LoginInput>().toExtend<LoginBody>();
    expectTypeOf<LoginBody>().toExtend<LoginInput>();
    expectTypeOf((await rest.call(Endpoints.currentUser, {})).data).toEqualTypeOf<UserResponse['data']>();
    // @ts-expect-error: a login without its password does not compile
    await rest.call(Endpoints.login, { email: 'a@b.co' });
    // @ts-expect-error: nor does a field the body has not
    await rest.call(Endpoints.forgotPassword, { email: 'a@b.co', page: 1 });
  });
});
