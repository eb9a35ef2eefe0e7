import { GraphQLClient } from 'graphql-request';
import { describe, expect, it, vi } from 'vitest';
import { StreamType } from '../../contract/codes';
import type { LiveStream as RestStream } from '../../contract/live';
import { Endpoints } from '../../contract/endpoints';
import { GatewayRequestError } from '../../src/gateway/errors';
import { createLocalClient, GATEWAY_ENDPOINT, localFetch } from '../../src/gateway/localClient';
import { ViewerDocument } from '../../src/gateway/generated/graphql';
import { createRestClient } from '../../src/gateway/rest';
import { toGatewayError } from '../../src/services/gatewayError';
import { fail, fakeFetch, ok, restUser, type Reply } from './fixtures';

type Routes = Parameters<typeof fakeFetch>[0];

/** localClient as a page loads it: no schema built and no on-demand area loaded yet. */
async function freshLocalClient() {
  vi.resetModules();
  return import('../../src/gateway/localClient');
}

function clientOver(routes: Routes) {
  const server = fakeFetch(routes);
  const rest = createRestClient({ getAuthToken: () => 'token', getJwtToken: () => 'jwt', onUnauthorized: () => {}, fetch: server.fetch });
  return { gateway: createLocalClient({ rest }), rest, requests: server.requests };
}

async function rejection(request: Promise<unknown>): Promise<unknown> {
  return request.then(
    () => expect.unreachable('the request should fail'),
    (error: unknown) => error,
  );
}

const person = (id: number) => ({
  id,
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: `ada${id}`,
  profile_photo: null,
  user_verified: 1,
  is_following: 1,
});

const stream = (overrides: Partial<RestStream> = {}): RestStream => ({
  stream_id: 'abcdefghij',
  broadcaster_id: 7,
  title: 'Evening set',
  description: 'Songs',
  amount: 40,
  type: StreamType.paid,
  user: { id: 7, first_name: 'Ada', last_name: '', username: 'ada.l', profile_photo: 'user/profile/ada.jpg', user_verified: 2 },
  viewers: 3,
  created_at: '2026-11-27T03:00:00Z',
  joined: false,
  goal: null,
  menu: [],
  tips_total: 0,
  ...overrides,
});

describe('the gateway client (graphql-request over graphql-js in the page)', () => {
  it('graphql-request posts the typed document to the gateway endpoint; the local fetch answers it from the schema, as JSON', async () => {
    const server = fakeFetch({ [Endpoints.currentUser.path]: ok(restUser()) });
    const rest = createRestClient({ getAuthToken: () => 'token', getJwtToken: () => null, onUnauthorized: () => {}, fetch: server.fetch });
    const asked: { url: string; body: { query: string; operationName?: string }; contentType: string | null }[] = [];
    const answer = localFetch(rest);
    const spying: typeof fetch = async (input, init) => {
      asked.push({ url: String(input), body: JSON.parse(String(init?.body)) as never, contentType: null });
      const response = await answer(input, init);
      asked[asked.length - 1]!.contentType = response.headers.get('content-type');
      return response;
    };
    const data = await new GraphQLClient(GATEWAY_ENDPOINT, { fetch: spying }).request(ViewerDocument);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: GATEWAY_ENDPOINT, body: { operationName: 'Viewer' }, contentType: 'application/json' });
    expect(asked[0]!.body.query).toContain('query Viewer');
    expect(data.viewer).toMatchObject({ id: '7', username: 'ada.l', profilePhoto: '/media/user/profile/ada.jpg' });
    expect(server.requests.map((request) => new URL(request.url, 'http://app.local').pathname)).toEqual([Endpoints.currentUser.path]);
  });

  it('the gateway answers by operation name with what graphql-request answered', async () => {
    const { gateway } = clientOver({ [Endpoints.currentUser.path]: ok(restUser()) });
    const data = await gateway.request('Viewer', {});
    expect(data.viewer).toMatchObject({ id: '7', firstName: 'Ada', isVerified: true });
  });

  it('variables reach the resolvers as graphql coerced them: an ID becomes a string, the REST call takes its number', async () => {
    const { gateway, requests } = clientOver({ [Endpoints.followers.path]: ok([{ follower_details: person(9) }]) });
    const followers = await gateway.request('Followers', { userId: 12 as unknown as string, page: 2 });
    expect(followers.followers).toMatchObject([{ id: '9', username: 'ada9', isFollowing: true }]);
    expect(requests[0]?.body).toEqual({ user_id: 12, page: 2 });
  });

  it('a variable graphql refuses rejects with graphql’s words and no REST call; the services read it as something went wrong', async () => {
    const { gateway, requests } = clientOver({});
    const error = await rejection(gateway.request('Followers', { userId: '12', page: 'two' as unknown as number }));
    expect(error).toBeInstanceOf(GatewayRequestError);
    const [first] = (error as GatewayRequestError).errors;
    expect(first?.message).toContain('$page');
    expect(first?.path).toBeUndefined();
    expect(requests).toHaveLength(0);
    expect(toGatewayError(error)).toMatchObject({ code: 'INTERNAL', status: 500, message: 'Something went wrong' });
  });

  it('a REST failure rejects with a GatewayRequestError carrying the server’s words, status and data at the field’s path', async () => {
    const { gateway } = clientOver({ [Endpoints.followers.path]: fail(403, 'This profile is private', { reason: 'blocked' }) });
    const error = await rejection(gateway.request('Followers', { userId: '12', page: 1 }));
    expect(error).toBeInstanceOf(GatewayRequestError);
    expect((error as GatewayRequestError).errors).toEqual([
      {
        message: 'This profile is private',
        path: ['followers'],
        extensions: { code: 'FORBIDDEN', status: 403, data: { reason: 'blocked' } },
      },
    ]);
    expect(toGatewayError(error)).toMatchObject({ code: 'FORBIDDEN', status: 403, message: 'This profile is private' });
  });

  it('a null where the schema says non-null is graphql’s error at that field, told as something went wrong', async () => {
    const { gateway } = clientOver({ [Endpoints.currentUser.path]: ok(restUser({ username: null as unknown as string })) });
    const error = (await rejection(gateway.request('Viewer', {}))) as GatewayRequestError;
    expect(error.errors).toEqual([
      { message: 'Something went wrong', path: ['viewer', 'username'], extensions: { code: 'INTERNAL', status: 500, data: null } },
    ]);
  });

  it('an aborted request rejects with the abort and calls no REST', async () => {
    const { gateway, requests } = clientOver({ [Endpoints.currentUser.path]: ok(restUser()) });
    const controller = new AbortController();
    controller.abort();
    await expect(gateway.request('Viewer', {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });

  it('a request aborted while its REST call runs rejects with the abort, not with the data that came back', async () => {
    const controller = new AbortController();
    const { gateway } = clientOver({
      [Endpoints.currentUser.path]: (): Reply => {
        controller.abort();
        return ok(restUser());
      },
    });
    await expect(gateway.request('Viewer', {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an area no first screen asks for loads with its first field (stories)', async () => {
    const { gateway, requests } = clientOver({ [Endpoints.stories.path]: ok([]) });
    expect(await gateway.request('Stories', {})).toEqual({ stories: [] });
    expect(requests.map((request) => new URL(request.url, 'http://app.local').pathname)).toEqual([Endpoints.stories.path]);
  });

  it('the schema carries each field’s resolver from its area: the first screens’ as it is built, the others’ once they loaded', async () => {
    const { gatewaySchema, preloadResolvers } = await freshLocalClient();
    const { storiesResolvers } = await import('../../src/gateway/resolvers/stories');
    const { usersResolvers } = await import('../../src/gateway/resolvers/users');
    const query = gatewaySchema().getQueryType()!.getFields();
    expect(query.viewer!.resolve).toBe(usersResolvers.Query!.viewer);
    expect(query.stories!.resolve).not.toBe(storiesResolvers.Query!.stories);
    await preloadResolvers();
    expect(query.stories!.resolve).toBe(storiesResolvers.Query!.stories);
  });

  it('on-demand areas loaded before the schema was built are on its fields as it is built', async () => {
    const { gatewaySchema, preloadResolvers } = await freshLocalClient();
    const { storiesResolvers } = await import('../../src/gateway/resolvers/stories');
    await preloadResolvers();
    expect(gatewaySchema().getQueryType()!.getFields().stories!.resolve).toBe(storiesResolvers.Query!.stories);
  });
});

describe('live through the gateway', () => {
  it('reads streams in the client’s words', async () => {
    const { gateway } = clientOver({
      [Endpoints.liveStreams.path]: ok([stream(), stream({ stream_id: 'klmnopqrst', type: StreamType.free, amount: 0, joined: true })]),
    });
    const { liveStreams } = await gateway.request('LiveStreams', {});
    expect(liveStreams).toEqual([
      {
        id: 'abcdefghij',
        hostId: '7',
        title: 'Evening set',
        description: 'Songs',
        price: 40,
        paid: true,
        host: { id: '7', name: 'Ada', username: 'ada.l', photo: '/media/user/profile/ada.jpg' },
        viewers: 3,
        joined: false,
        goal: null,
        menu: [],
        tipsTotal: 0,
      },
      expect.objectContaining({ id: 'klmnopqrst', price: 0, paid: false, joined: true }),
    ]);
  });

  it('joins a paid stream, tips and gifts with their idempotency keys, and reads the transport’s passes', async () => {
    const { gateway, requests } = clientOver({
      [Endpoints.joinLive.path]: ok({ stream: stream({ joined: true }), wallet_balance: 60 }, 'Joined'),
      [Endpoints.giftLive.path]: ok({ wallet_balance: 55, message: {} }, 'Gift sent'),
      [Endpoints.liveTokens.path]: ok({
        rtctoken: 'rtc',
        rtmtoken: 'rtm',
        transport: 'webrtc',
        role: 'audience',
        app_id: null,
        uid: 9,
        capacity: 4,
      }),
    });
    const { joinLiveStream } = await gateway.request('JoinLiveStream', { streamId: 'abcdefghij' });
    expect(joinLiveStream).toMatchObject({ message: 'Joined', walletBalance: 60, stream: { id: 'abcdefghij', joined: true } });
    const { giftLiveStream } = await gateway.request('GiftLiveStream', {
      streamId: 'abcdefghij',
      stickerId: '3',
      message: 'Bravo',
      idempotencyKey: 'k1',
    });
    expect(giftLiveStream).toEqual({ message: 'Gift sent', walletBalance: 55 });
    const { liveTokens } = await gateway.request('LiveTokens', { streamId: 'abcdefghij' });
    expect(liveTokens).toEqual({
      transport: 'WEBRTC',
      role: 'AUDIENCE',
      rtcToken: 'rtc',
      rtmToken: 'rtm',
      appId: null,
      uid: 9,
      capacity: 4,
    });
    expect(requests.map((request) => request.body)).toEqual([
      { stream_id: 'abcdefghij' },
      { stream_id: 'abcdefghij', sticker_id: 3, message: 'Bravo' },
      { channelName: 'abcdefghij' },
    ]);
  });

  it('a stream that ended keeps the server’s 404', async () => {
    const { gateway } = clientOver({ [Endpoints.liveStream.path]: fail(404, 'This live stream has ended') });
    const error = await rejection(gateway.request('LiveStream', { streamId: 'abcdefghij' }));
    expect(toGatewayError(error)).toMatchObject({ status: 404, message: 'This live stream has ended' });
  });
});
