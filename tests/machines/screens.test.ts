import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changePasswordMachine } from '../../src/machines/changePassword.machine';
import { profileMachine, type Profile } from '../../src/machines/profile.machine';
import { appRefs } from './appRefs';

const profile: Profile = {
  id: '7',
  firstName: 'Ava',
  lastName: 'Stone',
  username: 'ava',
  bio: null,
  profilePhoto: null,
  coverPhoto: null,
  isVerified: true,
  isFollowing: false,
  isSubscribed: false,
  isBlocked: false,
  postsCount: 3,
  followersCount: 10,
  followingCount: 2,
  links: { website: null, facebook: null, instagram: null, twitter: null, other: null },
};

describe('profile (screen actor)', () => {
  it('loads the profile of its input user', async () => {
    const loadProfile = vi.fn(async ({ input }: { input: { userId: string } }) => ({ ...profile, id: input.userId }));
    const actor = createActor(profileMachine.provide({ actors: { loadProfile: fromPromise(loadProfile) } }), {
      input: { userId: '7', userStore: appRefs().userStore },
    }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.profile?.id).toBe('7');
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  it('unreachable: says why, and retries on demand', async () => {
    let attempt = 0;
    const loadProfile = fromPromise<Profile, { userId: string }>(async () => {
      attempt += 1;
      if (attempt === 1) throw Object.assign(new Error('Something went wrong'), { status: 500 });
      return profile;
    });
    const actor = createActor(profileMachine.provide({ actors: { loadProfile } }), {
      input: { userId: '7', userStore: appRefs().userStore },
    }).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toMatchObject({ message: 'Something went wrong', status: 500 });
    actor.send({ type: 'profile.retry' });
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.failure).toBeNull();
    expect(ready.context.profile).toEqual(profile);
  });

  it('no such person (404): not found, with no retry to offer', async () => {
    const loadProfile = vi.fn(async (): Promise<Profile> => {
      throw Object.assign(new Error('User not found'), { status: 404 });
    });
    const actor = createActor(profileMachine.provide({ actors: { loadProfile: fromPromise(loadProfile) } }), {
      input: { userId: '999', userStore: appRefs().userStore },
    }).start();
    const notFound = await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(notFound.status).toBe('done');
    actor.send({ type: 'profile.retry' });
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });
});

describe('change password (screen actor)', () => {
  const form = { oldPassword: 'Old#pass12', newPassword: 'New#pass12', confirmPassword: 'New#pass12' };

  function start(changePassword: (input: typeof form) => Promise<{ message: string }>) {
    const service = vi.fn(({ input }: { input: typeof form }) => changePassword(input));
    const { toasts, shown } = appRefs();
    const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: fromPromise(service) } }), {
      input: { toasts },
    }).start();
    return { actor, shown, service };
  }

  it('refuses a form that breaks the rules without calling the server', () => {
    const { actor, service } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'password.submit', form: { oldPassword: 'short', newPassword: 'weak', confirmPassword: 'other' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      oldPassword: 'minimum8',
      newPassword: 'passwordRule',
      confirmPassword: 'minimum8',
    });
    expect(service).not.toHaveBeenCalled();
  });

  it('saves, toasts the server message and starts the form over', async () => {
    const { actor, shown, service } = start(async () => ({ message: 'Password changed successfully' }));
    actor.send({ type: 'password.submit', form });
    expect(actor.getSnapshot().value).toBe('saving');
    const done = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(service.mock.calls[0]?.[0].input).toEqual(form);
    expect(done.context.revision).toBe(1);
    expect(shown()).toEqual([{ kind: 'success', message: 'Password changed successfully' }]);
  });

  it('keeps the form and shows the server message on refusal', async () => {
    const { actor, shown } = start(async () => {
      throw Object.assign(new Error('Old password is not correct'), { status: 400 });
    });
    actor.send({ type: 'password.submit', form });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.failure !== null);
    expect(refused.context.failure?.message).toBe('Old password is not correct');
    expect(refused.context.revision).toBe(0);
    expect(shown()).toEqual([]);
  });
});
