import { describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import type { ScreenName, Screens } from '../../src/app/root/areas';
import { screenStart, type ScreenInput } from '../../src/app/root/system';
import * as fx from '../machines/fixtures';
import { startApp } from './fakeApp';

async function start() {
  const app = await startApp();
  const screen = async <K extends ScreenName>(name: K, input: ScreenInput<K>) => {
    const started = screenStart({ root: app.root, screens: app.app.screens }, name, input);
    return createActor(await started.logic, { input: started.input }).start() as ActorRefFrom<Screens[K]>;
  };
  return { ...app, screen };
}

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
    expect(calls.pending('changePassword').input).toEqual(form);
    await calls.succeed('changePassword', { message: 'Password changed successfully', authToken: 'fresh-admin', jwtToken: 'fresh-chat' });
    // The change ended every session, the caller's too: it carries on with the fresh tokens.
    expect(effects.renewTokens).toHaveBeenCalledWith({ authToken: 'fresh-admin', jwtToken: 'fresh-chat' });
    expect(shown()).toEqual(['Password changed successfully']);
  });
});

describe('people area', () => {
  it('a profile is read through the user service, its links gathered', async () => {
    const { screen, calls } = await start();
    const profile = await screen('profile', { userId: '7' });
    expect(calls.pending('user').input).toEqual('7');
    await calls.succeed('user', {
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
    });
    expect(profile.getSnapshot().context.profile).toMatchObject({
      id: '7',
      links: { website: 'https://ava.example', facebook: null, instagram: null, twitter: null, other: null },
    });
  });
});
