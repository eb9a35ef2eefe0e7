import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import type { GatewayRequestError } from '../../src/gateway/errors';
import { fail, gatewayOver, ok, restUser } from './fixtures';

const restPerson = (id: number, first_name: string, last_name: string, user_verified = 1) => ({
  id,
  first_name,
  last_name,
  username: first_name.toLowerCase(),
  profile_photo: `user/profile/${first_name.toLowerCase()}.jpg`,
  user_verified,
});

describe('people search and settings resolvers', () => {
  it('searchPeople posts the search and reads people in product words', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.searchPeople.path]: ok([
        { ...restPerson(3, 'Milo', 'Rivers'), is_following: 1 },
        { ...restPerson(5, 'Rita', 'Rivera', 4), is_following: 0 },
      ]),
    });
    const { searchPeople } = await gateway.request('SearchPeople', { search: 'riv' });
    expect(requests.map((request) => [request.url, request.body])).toEqual([[Endpoints.searchPeople.path, { search: 'riv' }]]);
    expect(searchPeople).toEqual([
      {
        id: '3',
        firstName: 'Milo',
        lastName: 'Rivers',
        username: 'milo',
        profilePhoto: '/media/user/profile/milo.jpg',
        isVerified: true,
        isFollowing: true,
        followersCount: null,
      },
      {
        id: '5',
        firstName: 'Rita',
        lastName: 'Rivera',
        username: 'rita',
        profilePhoto: '/media/user/profile/rita.jpg',
        isVerified: false,
        isFollowing: false,
        followersCount: null,
      },
    ]);
  });

  it('searchPeople passes the server’s refusal on with its message', async () => {
    const { gateway } = gatewayOver({ [Endpoints.searchPeople.path]: fail(400, Messages.searchInvalid) });
    const error = (await gateway.request('SearchPeople', { search: ' ' }).catch((caught: unknown) => caught)) as GatewayRequestError;
    expect(error.message).toBe(Messages.searchInvalid);
  });

  it('countries are a GET; states post the country id as a number', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.countries.path]: ok([{ id: 724, code: 'ES', name: 'Spain' }]),
      [Endpoints.states.path]: ok([{ id: 'ES-MD', name: 'Madrid, Comunidad de', country_id: 724 }]),
    });
    expect((await gateway.request('Countries', {})).countries).toEqual([{ id: '724', code: 'ES', name: 'Spain' }]);
    expect((await gateway.request('Regions', { countryId: '724' })).regions).toEqual([{ id: 'ES-MD', name: 'Madrid, Comunidad de' }]);
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['GET', Endpoints.countries.path, null],
      ['POST', Endpoints.states.path, { country_id: 724 }],
    ]);
  });

  it('editProfile sends only the fields given, gender and country as codes, photos by key; null clears', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.editProfile.path]: ok(restUser({ first_name: 'Avery' }), Messages.profileUpdated),
    });
    const { editProfile } = await gateway.request('EditProfile', {
      input: {
        firstName: 'Avery',
        lastName: 'Lovelace',
        gender: 'FEMALE',
        countryId: '724',
        city: '',
        bio: 'Hi',
        profilePhotoKey: 'user/profile/new.jpg',
      },
    });
    await gateway.request('EditProfile', { input: { firstName: 'Ada', lastName: 'L', gender: null, countryId: null } });
    expect(requests.map((request) => request.body)).toEqual([
      {
        first_name: 'Avery',
        last_name: 'Lovelace',
        gender: 1,
        country_id: 724,
        city: '',
        bio: 'Hi',
        profile_photo: 'user/profile/new.jpg',
      },
      { first_name: 'Ada', last_name: 'L', gender: null, country_id: null },
    ]);
    expect(editProfile.message).toBe(Messages.profileUpdated);
    expect(editProfile.user).toMatchObject({ firstName: 'Avery', profilePhoto: '/media/user/profile/ada.jpg' });
  });

  it('blockList, followers and setBlocked map to their REST calls', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.blockedPeople.path]: ok([{ ...restPerson(5, 'Theo', 'Strong'), is_block: 1 }]),
      [Endpoints.followers.path]: ok([
        { user_id: 1, follower_details: { ...restPerson(1, 'Clara', 'Creator'), is_following: 1, node_chate_id: null } },
      ]),
      [Endpoints.block.path]: ok({ user_id: 1, is_block: 1, followers_count: 0, following_count: 3 }, Messages.userBlocked),
      [Endpoints.unblock.path]: ok({ user_id: 5, is_block: 0, followers_count: 0, following_count: 3 }, Messages.userUnblocked),
    });
    // A block ends every follow between the two: nobody on the list is followed.
    expect((await gateway.request('BlockList', { page: 2 })).blockList.map((person) => [person.id, person.isFollowing])).toEqual([
      ['5', false],
    ]);
    expect((await gateway.request('Followers', { userId: '7', page: 1 })).followers).toEqual([
      {
        id: '1',
        firstName: 'Clara',
        lastName: 'Creator',
        username: 'clara',
        profilePhoto: '/media/user/profile/clara.jpg',
        isVerified: true,
        isFollowing: true,
        followersCount: null,
      },
    ]);
    expect((await gateway.request('SetBlocked', { userId: '1', blocked: true })).setBlocked).toEqual({
      message: Messages.userBlocked,
      userId: '1',
      isBlocked: true,
    });
    expect((await gateway.request('SetBlocked', { userId: '5', blocked: false })).setBlocked).toEqual({
      message: Messages.userUnblocked,
      userId: '5',
      isBlocked: false,
    });
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      [Endpoints.blockedPeople.path, { page: 2 }],
      [Endpoints.followers.path, { user_id: 7, page: 1 }],
      [Endpoints.block.path, { user_id: 1 }],
      [Endpoints.unblock.path, { user_id: 5 }],
    ]);
  });

  it('MyProfile reads the viewer’s whole profile', async () => {
    const { gateway } = gatewayOver({ [Endpoints.currentUser.path]: ok(restUser()) });
    const { viewer } = await gateway.request('MyProfile', {});
    expect(viewer).toMatchObject({
      id: '7',
      firstName: 'Ada',
      phoneNumber: expect.any(String) as string,
      coinPacks: expect.any(Array) as unknown[],
    });
  });
});
