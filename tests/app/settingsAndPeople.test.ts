import { describe, expect, it, vi } from 'vitest';
import { deliver } from '../../src/app/root/area';
import * as fx from '../machines/fixtures';
import { startApp } from './fakeApp';

const start = () => startApp();

describe('settings area', () => {
  it('a chosen language is activated, then remembered', async () => {
    const { get, calls, effects } = await start();
    expect(effects.storeLocale).not.toHaveBeenCalled();
    get('locale').send({ type: 'locale.change', locale: 'es' });
    await calls.succeed('activateCatalog');
    expect(get('locale').getSnapshot().context.locale).toBe('es');
    expect(effects.storeLocale).toHaveBeenCalledWith('es');
  });

  it('a changed password is toasted through the app’s toasts', async () => {
    const { screen, calls, shown, effects } = await start();
    const form = { oldPassword: 'Old#pass12', newPassword: 'New#pass12', confirmPassword: 'New#pass12' };
    const panel = await screen('changePassword', {});
    panel.send({ type: 'password.submit', form });
    expect(calls.pending('ChangePassword').input).toEqual({ input: form });
    await calls.succeed('ChangePassword', {
      changePassword: { message: 'Password changed successfully', authToken: 'fresh-admin', jwtToken: 'fresh-chat' },
    });
    // The change ended every session, the caller's too: it carries on with the fresh tokens, the session told of
    // the renewal from the moment it was asked (a refusal of the old token meanwhile waits for it).
    expect(effects.renewTokens).toHaveBeenCalledTimes(1);
    await expect(effects.renewTokens.mock.calls[0]![0]).resolves.toMatchObject({ authToken: 'fresh-admin', jwtToken: 'fresh-chat' });
    expect(shown()).toEqual(['Password changed successfully']);
  });
  it('edit profile reads the profile and the countries, then its country’s regions', async () => {
    const { screen, calls } = await start();
    const panel = await screen('editProfile', { today: '2026-11-27' });
    const profile = { ...fx.viewer, countryId: '3', gender: null, bio: null, coverPhoto: null, websiteLink: null };
    await vi.waitFor(() => expect(calls.pending('Countries').input).toEqual({}));
    await calls.succeed('MyProfile', { viewer: profile });
    await calls.succeed('Countries', { countries: [{ id: '3', name: 'Spain', code: 'ES' }] });
    expect(calls.pending('Regions').input).toEqual({ countryId: '3' });
    await calls.succeed('Regions', { regions: [{ id: '30', name: 'Madrid' }] });
    expect(panel.getSnapshot().context).toMatchObject({
      countries: [{ id: '3', name: 'Spain', code: 'ES' }],
      regions: [{ id: '30', name: 'Madrid' }],
    });
  });

  it('the blacklist reads BlockList and every follower page, and a block confirmed calls SetBlocked', async () => {
    const { screen, calls, shown } = await start();
    const person = { id: '9', firstName: 'Bo', lastName: 'Li', username: 'bo', profilePhoto: null, isVerified: false };
    const blacklist = await screen('blacklist', { viewerId: '1' });
    expect(calls.pending('BlockList').input).toEqual({ page: 1 });
    await calls.succeed('BlockList', { blockList: [] });
    expect(calls.pending('Followers').input).toEqual({ userId: '1', page: 1 });
    await calls.succeed('Followers', { followers: [person] });
    expect(calls.pending('Followers').input).toEqual({ userId: '1', page: 2 });
    await calls.succeed('Followers', { followers: [] });
    expect(blacklist.getSnapshot().context.followers.map((one) => one.id)).toEqual(['9']);
    blacklist.send({ type: 'blacklist.ask', person, block: true });
    blacklist.send({ type: 'blacklist.confirm' });
    expect(calls.pending('SetBlocked').input).toEqual({ userId: '9', blocked: true });
    await calls.succeed('SetBlocked', { setBlocked: { message: 'User blocked', isBlocked: true } });
    expect(shown()).toContain('User blocked');
  });
});

describe('safety area', () => {
  it('a person reported calls ReportUser with the reason, and a block calls SetBlocked', async () => {
    const { root, calls, get } = await start();
    const person = { id: '9', firstName: 'Bo', lastName: 'Li', username: 'bo', profilePhoto: null, isVerified: false, name: 'Bo Li' };
    root.send(deliver('safety', { type: 'report.open', subject: { kind: 'person', person } }));
    await vi.waitFor(() => expect(get('safety')).toBeDefined());
    get('safety').send({ type: 'report.reason', reason: 'spam' });
    get('safety').send({ type: 'report.submit' });
    expect(calls.pending('ReportUser').input).toEqual({ userId: '9', reason: 'SPAM', text: '' });
    await calls.succeed('ReportUser', { reportUser: { message: 'Reported' } });
    get('safety').send({ type: 'block.ask', person, block: true });
    get('safety').send({ type: 'block.confirm' });
    expect(calls.pending('SetBlocked').input).toEqual({ userId: '9', blocked: true });
  });
});

describe('people area', () => {
  it('a profile is read through UserProfile, its links gathered', async () => {
    const { screen, calls } = await start();
    const profile = await screen('profile', { userId: '7' });
    expect(calls.pending('UserProfile').input).toEqual({ id: '7' });
    await calls.succeed('UserProfile', {
      user: {
        ...fx.viewer,
        id: '7',
        bio: null,
        coverPhoto: null,
        isFollowing: false,
        isSubscribed: false,
        postsCount: 3,
        followersCount: 1,
        followingCount: 2,
        websiteLink: 'https://ava.example',
        facebookLink: null,
        instagramLink: null,
        twitterLink: null,
        otherProfileLink: null,
      },
    });
    expect(profile.getSnapshot().context.profile).toMatchObject({
      id: '7',
      links: { website: 'https://ava.example', facebook: null, instagram: null, twitter: null, other: null },
    });
  });

  it('each people list reads its own operation for its subject, and the people go into the user store', async () => {
    const { screen, calls, get } = await start();
    const person = { id: '9', firstName: 'Bo', lastName: 'Li', username: 'bo', profilePhoto: null, isVerified: false, isFollowing: true };
    const followers = await screen('followers', { subject: '7' });
    expect(calls.pending('Followers').input).toEqual({ userId: '7', page: 1 });
    await calls.succeed('Followers', { followers: [person] });
    expect(followers.getSnapshot().context.people.map((one) => one.id)).toEqual(['9']);
    expect(get('userStore').getSnapshot().context.people['9']).toMatchObject({ isFollowing: true });
    await screen('followings', { subject: '7' });
    expect(calls.pending('Followings').input).toEqual({ userId: '7', page: 1 });
    await screen('trendingPeople', {});
    expect(calls.pending('TrendingPeople').input).toEqual({ page: 1 });
  });

  it('an unfollow calls Unfollow, and the server’s counts land in the user store', async () => {
    const { root, calls, get } = await start();
    root.send(
      deliver('follow', { type: 'person.follow', person: { id: '7', isFollowing: true, followersCount: 3 }, follow: false, viewerId: '1' }),
    );
    await vi.waitFor(() => expect(calls.pending('Unfollow').input).toEqual({ userId: '7' }));
    await calls.succeed('Unfollow', { unfollow: { isFollowing: false, followersCount: 5, viewerFollowingCount: 11 } });
    expect(get('userStore').getSnapshot().context.people['7']).toMatchObject({ isFollowing: false, followersCount: 5 });
    expect(get('userStore').getSnapshot().context.people['1']).toMatchObject({ followingCount: 11 });
  });

  it('the hashtag search reads SearchHashtags, the trending tags first', async () => {
    const { screen, calls } = await start();
    const search = await screen('hashtagSearch', {});
    expect(calls.pending('SearchHashtags').input).toEqual({ search: '', page: 1 });
    await calls.succeed('SearchHashtags', { searchHashtags: [{ name: 'sunset', postsCount: 4 }] });
    expect(search.getSnapshot().context.hashtags).toEqual([{ name: 'sunset', postsCount: 4 }]);
  });
});
