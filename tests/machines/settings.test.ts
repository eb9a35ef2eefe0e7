import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract/messages';
import { blacklistMachine } from '../../src/machines/blacklist.machine';
import { editProfileMachine } from '../../src/machines/editProfile.machine';
import { matchingFollowers, type Person } from '../../src/machines/people';
import { appRefs } from './appRefs';
import { deferredServices, settle } from './fakeServices';
import { viewer } from './fixtures';
import { countries, form, profile, sessionSpy, spain, today, usa } from './graphTraversal/editProfile.events';

function startEditProfile() {
  const services = deferredServices(['loadProfileSettings', 'loadRegions', 'saveProfile']);
  const { toasts, shown } = appRefs();
  const session = sessionSpy();
  const actor = createActor(editProfileMachine.provide({ actors: services.actors }), {
    input: { toasts, auth: session.auth, today },
  }).start();
  return { actor, services, shown, session };
}

const photo = (name: string, type = 'image/png', size = 1024) => new File([new Uint8Array(size)], name, { type });

describe('edit profile (screen actor)', () => {
  it('loads the profile, the countries and the states of the profile’s country', async () => {
    const { actor, services } = startEditProfile();
    expect(actor.getSnapshot().value).toBe('loading');
    await services.succeed('loadProfileSettings', { profile, countries, regions: spain });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'ready' });
    expect(snapshot.context).toMatchObject({ profile, countries, regions: spain, countryId: '724' });
  });

  it('says why loading failed and retries', async () => {
    const { actor, services } = startEditProfile();
    await services.fail('loadProfileSettings', { message: Messages.somethingWentWrong, status: 500 });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('reloads the states when the country changes; a newer choice aborts the older request', async () => {
    const { actor, services } = startEditProfile();
    await services.succeed('loadProfileSettings', { profile, countries, regions: spain });
    actor.send({ type: 'profile.countryChange', countryId: '724' });
    const first = services.pending('loadRegions');
    actor.send({ type: 'profile.countryChange', countryId: '840' });
    expect(first.signal.aborted).toBe(true);
    expect(services.pending('loadRegions').input).toEqual({ countryId: '840' });
    expect(actor.getSnapshot().context.regions).toEqual([]);
    await services.succeed('loadRegions', usa);
    expect(actor.getSnapshot().context).toMatchObject({ countryId: '840', regions: usa });
    actor.send({ type: 'profile.countryChange', countryId: null });
    expect(actor.getSnapshot().context).toMatchObject({ countryId: null, regions: [] });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
  });

  it('refuses the §5 rules with their messages and sends nothing', async () => {
    const { actor, services } = startEditProfile();
    await services.succeed('loadProfileSettings', { profile, countries, regions: spain });
    actor.send({
      type: 'profile.submit',
      gender: null,
      form: { ...form, firstName: ' ', birthDate: '2027-01-01', facebookLink: 'https://example.com/ava', zipcode: '28a01' },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'firstNameRequired',
      birthDate: 'birthDateFuture',
      facebookLink: 'facebookInvalid',
      zipcode: 'onlyDigits',
    });
    expect(services.callsOf('saveProfile')).toEqual([]);
    actor.send({ type: 'profile.fieldChanged', field: 'birthDate' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(['facebookLink', 'firstName', 'zipcode']);
  });

  it('refuses a photo that is not jpg, jpeg or png, or too big, and keeps the one chosen before', async () => {
    const { actor, services } = startEditProfile();
    await services.succeed('loadProfileSettings', { profile, countries, regions: spain });
    const good = photo('me.png');
    actor.send({ type: 'profile.photoChosen', slot: 'profilePhoto', file: good });
    actor.send({ type: 'profile.photoChosen', slot: 'profilePhoto', file: photo('me.gif', 'image/gif') });
    expect(actor.getSnapshot().context.photoErrors).toEqual({ profilePhoto: 'imageType' });
    expect(actor.getSnapshot().context.photos).toEqual({ profilePhoto: good });
    actor.send({ type: 'profile.photoChosen', slot: 'coverPhoto', file: photo('big.jpg', 'image/jpeg', 30_720 * 1024 + 1) });
    expect(actor.getSnapshot().context.photoErrors).toEqual({ profilePhoto: 'imageType', coverPhoto: 'imageTooBig' });
    // While a refusal shows, nothing is saved.
    actor.send({ type: 'profile.submit', form, gender: 'FEMALE' });
    expect(services.callsOf('saveProfile')).toEqual([]);
    actor.send({ type: 'profile.photoChosen', slot: 'profilePhoto', file: good });
    actor.send({ type: 'profile.photoChosen', slot: 'coverPhoto', file: photo('cover.jpeg', 'image/jpeg') });
    expect(actor.getSnapshot().context.photoErrors).toEqual({});
  });

  it('saves the form with the chosen photos, toasts the server’s words and tells the session the new name and photo', async () => {
    const { actor, services, shown, session } = startEditProfile();
    await services.succeed('loadProfileSettings', { profile, countries, regions: spain });
    const chosen = photo('me.jpg', 'image/jpeg');
    actor.send({ type: 'profile.photoChosen', slot: 'profilePhoto', file: chosen });
    actor.send({ type: 'profile.submit', form: { ...form, firstName: 'Avery' }, gender: 'FEMALE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(services.pending('saveProfile').input).toEqual({
      form: { ...form, firstName: 'Avery' },
      gender: 'FEMALE',
      countryId: '724',
      photos: { profilePhoto: chosen },
    });
    const saved = { ...profile, firstName: 'Avery', profilePhoto: '/media/user/profile/new.jpg' };
    await services.succeed('saveProfile', { message: Messages.profileUpdated, profile: saved });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'ready' });
    expect(snapshot.context).toMatchObject({ profile: saved, photos: {}, revision: 1 });
    expect(shown()).toEqual([{ kind: 'success', message: Messages.profileUpdated }]);
    expect(session.received).toEqual([
      { type: 'viewer.updated', viewer: { ...viewer, firstName: 'Avery', profilePhoto: '/media/user/profile/new.jpg' } },
    ]);
  });

  it('a refused save keeps the form and shows the server’s message', async () => {
    const { actor, services, shown, session } = startEditProfile();
    await services.succeed('loadProfileSettings', { profile, countries, regions: spain });
    actor.send({ type: 'profile.submit', form, gender: null });
    await services.fail('saveProfile', { message: Messages.countryInvalid, status: 400 });
    expect(actor.getSnapshot().context).toMatchObject({ failure: { message: Messages.countryInvalid }, revision: 0 });
    expect(shown()).toEqual([{ kind: 'error', message: Messages.countryInvalid }]);
    expect(session.received).toEqual([]);
  });
});

const person = (id: string, firstName: string, lastName: string): Person => ({
  id,
  firstName,
  lastName,
  username: firstName.toLowerCase(),
  profilePhoto: null,
  isVerified: false,
});
const theo = person('5', 'Theo', 'Strong');
const clara = person('1', 'Clara', 'Creator');
const jose = person('8', 'José', 'Núñez');
const me = person('u-7', 'Ava', 'Stone');

function startBlacklist() {
  const services = deferredServices(['loadBlockList', 'loadFollowers', 'setBlocked']);
  const { toasts, shown } = appRefs();
  const actor = createActor(blacklistMachine.provide({ actors: services.actors }), { input: { toasts, viewerId: 'u-7' } }).start();
  return { actor, services, shown };
}

describe('blacklist (screen actor)', () => {
  it('pages the block list like the other lists: page 1 first, appends, an empty page ends it', async () => {
    const { actor, services } = startBlacklist();
    expect(services.pending('loadBlockList').input).toEqual({ page: 1 });
    await services.succeed('loadBlockList', [theo]);
    expect(actor.getSnapshot().value).toMatchObject({ list: 'ready' });
    actor.send({ type: 'feed.loadMore' });
    expect(services.pending('loadBlockList').input).toEqual({ page: 2 });
    await services.succeed('loadBlockList', [theo, clara]);
    actor.send({ type: 'feed.loadMore' });
    expect(services.pending('loadBlockList').input).toEqual({ page: 3 });
    await services.succeed('loadBlockList', []);
    expect(actor.getSnapshot().value).toMatchObject({ list: 'exhausted' });
    expect(actor.getSnapshot().context.blocked).toEqual([theo, clara]);
    // Once ended, nothing asks again.
    actor.send({ type: 'feed.loadMore' });
    expect(services.callsOf('loadBlockList')).toHaveLength(3);
  });

  it('an empty page leaves the list as it is: someone blocked while page 1 was on its way stays listed', async () => {
    const { actor, services } = startBlacklist();
    actor.send({ type: 'blacklist.ask', person: clara, block: true });
    actor.send({ type: 'blacklist.confirm' });
    await services.succeed('setBlocked', { message: Messages.userBlocked });
    await services.succeed('loadBlockList', []);
    expect(actor.getSnapshot().value).toMatchObject({ list: 'exhausted' });
    expect(actor.getSnapshot().context).toMatchObject({ blocked: [clara], page: 0 });
  });

  it('a later page that failed is asked again, not skipped', async () => {
    const { actor, services } = startBlacklist();
    await services.succeed('loadBlockList', [theo]);
    actor.send({ type: 'feed.loadMore' });
    await services.fail('loadBlockList', { message: Messages.somethingWentWrong, status: 500 });
    expect(actor.getSnapshot().value).toMatchObject({ list: 'failed' });
    actor.send({ type: 'feed.retry' });
    expect(services.pending('loadBlockList').input).toEqual({ page: 2 });
    await services.succeed('loadBlockList', [clara]);
    expect(actor.getSnapshot().context.blocked).toEqual([theo, clara]);
  });

  it('the followers search never lists oneself and matches names whatever the case and accents', async () => {
    const { actor, services } = startBlacklist();
    expect(services.pending('loadFollowers').input).toEqual({ userId: 'u-7' });
    await services.succeed('loadFollowers', [clara, me, jose]);
    expect(actor.getSnapshot().context.followers).toEqual([clara, jose]);
    expect(matchingFollowers([clara, jose], 'jose nu')).toEqual([jose]);
    expect(matchingFollowers([clara, jose], 'CRE')).toEqual([clara]);
    expect(matchingFollowers([clara, jose], '  ')).toEqual([clara, jose]);
  });

  it('blocks a follower after confirming: they join the list and leave the followers; the server’s words toast', async () => {
    const { actor, services, shown } = startBlacklist();
    await services.succeed('loadBlockList', []);
    await services.succeed('loadFollowers', [clara, jose]);
    actor.send({ type: 'blacklist.ask', person: me, block: true });
    expect(actor.getSnapshot().value).toMatchObject({ change: 'idle' });
    actor.send({ type: 'blacklist.ask', person: clara, block: true });
    actor.send({ type: 'blacklist.cancel' });
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(services.callsOf('setBlocked')).toEqual([]);
    actor.send({ type: 'blacklist.ask', person: clara, block: true });
    actor.send({ type: 'blacklist.confirm' });
    expect(services.pending('setBlocked').input).toEqual({ userId: '1', blocked: true });
    await services.succeed('setBlocked', { message: Messages.userBlocked });
    expect(actor.getSnapshot().context).toMatchObject({ blocked: [clara], followers: [jose], pending: null });
    expect(shown()).toEqual([{ kind: 'success', message: Messages.userBlocked }]);
  });

  it('unblocks after confirming, or says why it could not', async () => {
    const { actor, services, shown } = startBlacklist();
    await services.succeed('loadBlockList', [theo, clara]);
    actor.send({ type: 'blacklist.ask', person: theo, block: false });
    actor.send({ type: 'blacklist.confirm' });
    await services.fail('setBlocked', { message: Messages.somethingWentWrong, status: 500 });
    expect(actor.getSnapshot().context.blocked).toEqual([theo, clara]);
    actor.send({ type: 'blacklist.ask', person: theo, block: false });
    actor.send({ type: 'blacklist.confirm' });
    await services.succeed('setBlocked', { message: Messages.userUnblocked });
    expect(actor.getSnapshot().context.blocked).toEqual([clara]);
    expect(shown()).toEqual([
      { kind: 'error', message: Messages.somethingWentWrong },
      { kind: 'success', message: Messages.userUnblocked },
    ]);
  });

  it('a failed page offers a retry of the same page', async () => {
    const { actor, services } = startBlacklist();
    await services.fail('loadBlockList', { message: Messages.somethingWentWrong, status: 500 });
    expect(actor.getSnapshot().value).toMatchObject({ list: 'failed' });
    actor.send({ type: 'feed.retry' });
    expect(services.pending('loadBlockList').input).toEqual({ page: 1 });
    await settle();
  });
});
