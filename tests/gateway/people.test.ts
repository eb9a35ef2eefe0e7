import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import type { GatewayRequestError } from '../../src/gateway/errors';
import { fail, gatewayOver, ok, restUser } from './fixtures';

const connection = {
  id: 9,
  first_name: 'Bea',
  last_name: 'Ruiz',
  username: 'bea',
  profile_photo: 'user/profile/bea.jpg',
  user_verified: 1,
  is_following: 1,
  node_chate_id: null,
};

const bea = {
  id: '9',
  firstName: 'Bea',
  lastName: 'Ruiz',
  username: 'bea',
  profilePhoto: '/media/user/profile/bea.jpg',
  isVerified: true,
  isFollowing: true,
  followersCount: null,
};

describe('people resolvers', () => {
  it('followers and followings read the details of each item, with the numeric user id and page', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.followers.path]: ok([{ user_id: 9, follower_details: connection }]),
      [Endpoints.followings.path]: ok([{ user_id: 9, following_details: { ...connection, is_following: 0 } }]),
    });
    const { followers } = await gateway.request('Followers', { userId: '7', page: 2 });
    expect(requests[0]).toMatchObject({ url: '/api/user/followers', method: 'POST', body: { user_id: 7, page: 2 } });
    expect(followers).toEqual([bea]);
    const { followings } = await gateway.request('Followings', { userId: '7', page: 1 });
    expect(followings).toEqual([{ ...bea, isFollowing: false }]);
  });

  it('trending people carry the page in the query and keep only the public part with the followers count', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.suggestedPeople.path]: ok([restUser({ id: 4, followers_count: 12, is_following: 0 })]),
    });
    const { trendingPeople } = await gateway.request('TrendingPeople', { page: 3 });
    expect(requests[0]).toMatchObject({ url: '/api/user/trending?page=3', body: {} });
    expect(trendingPeople).toHaveLength(1);
    expect(trendingPeople[0]).toMatchObject({ id: '4', isFollowing: false, followersCount: 12 });
    expect(Object.keys(trendingPeople[0]!)).not.toContain('email');
  });

  it('follow and unfollow answer the relation, the person’s followers and the viewer’s following count', async () => {
    const answer = (is_following: number) =>
      ok({ user_id: 9, is_following, followers_count: 5 + is_following, following_count: 2 + is_following }, '');
    const { gateway, requests } = gatewayOver({ [Endpoints.follow.path]: answer(1), [Endpoints.unfollow.path]: answer(0) });
    const { follow } = await gateway.request('Follow', { userId: '9' });
    expect(requests[0]).toMatchObject({ url: '/api/user/follow', body: { user_id: 9 } });
    expect(follow).toEqual({ message: '', userId: '9', isFollowing: true, followersCount: 6, viewerFollowingCount: 3 });
    const { unfollow } = await gateway.request('Unfollow', { userId: '9' });
    expect(requests[1]).toMatchObject({ url: '/api/user/unfollow', body: { user_id: 9 } });
    expect(unfollow).toEqual({ message: '', userId: '9', isFollowing: false, followersCount: 5, viewerFollowingCount: 2 });
  });

  it('a refusal keeps the server’s status and words; an id that is no number never reaches the server', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.follow.path]: fail(404, 'User not found') });
    const refused = (await gateway.request('Follow', { userId: '9' }).catch((error: unknown) => error)) as GatewayRequestError;
    expect(refused.errors[0]).toMatchObject({ message: 'User not found', extensions: { status: 404 } });
    const bad = (await gateway.request('Follow', { userId: 'abc' }).catch((error: unknown) => error)) as GatewayRequestError;
    expect(bad.errors[0]).toMatchObject({ extensions: { status: 404 } });
    expect(requests).toHaveLength(1);
  });
});
