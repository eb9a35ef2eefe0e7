import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { longLived, OnDemand } from '../../src/app/area';
import { areas } from '../../src/app/areas';
import { createApp, rootMachine } from '../../src/app/root';
import { screenStart } from '../../src/app/system';
import { toastMachine } from '../../src/machines/toast.machine';
import { fakeServices, startApp } from './fakeApp';

describe('composition root', () => {
  it('spawns every area’s long-lived actors under the root, each registered under its systemId', async () => {
    const { root, services } = await startApp();
    const declared = areas.flatMap((area) => Object.keys(area(services).actors));
    expect(declared).toEqual(['toasts', 'auth', 'signup', 'passwordReset', 'locale', 'postStore', 'postActions', 'userStore', 'follow', 'notifications', 'wallet', 'chatStore']);
    expect(Object.keys(root.getSnapshot().children)).toEqual(declared);
    for (const systemId of declared) {
      expect(root.system.get(systemId), systemId).toBe(root.getSnapshot().children[systemId]);
    }
  });

  it('gathers every area’s screen-scoped logic by name, none of it started', () => {
    const { services } = fakeServices();
    const app = createApp(services);
    expect(Object.keys(app.screens).sort()).toEqual(
      [
        'blacklist',
        'changePassword',
        'comments',
        'composer',
        'editProfile',
        'favouriteFeed',
        'homeFeed',
        'peopleSearch',
        'pollVote',
        'postDetail',
        'profile',
        'tagFeed',
        'trendingFeed',
        'userFeed',
        'followers',
        'followings',
        'hashtagSearch',
        'trendingPeople',
        'notificationList',
        'buyCoins',
        'transactionList',
        'unlockPost',
        'donate',
        'transfer',
        'sendSticker',
        'subscribe',
        'plans',
        'mySubscriptions',
        'mySubscribers',
        'verification',
        'banking',
        'payout',
        'adminQueue',
        'chatScreen',
        'thread',
        'chatUnlock',
        'chatAttachment',
        'paidMedia',
        'chatPackageOffer',
        'packages',
        'packageViewer',
        'liveStreams',
        'goLive',
        'liveViewer',
        'liveTip',
        'liveGift',
        'stories',
      ].sort(),
    );
    expect(areas.flatMap((area) => Object.keys(area(services).screens)).sort()).toEqual(Object.keys(app.screens).sort());
  });

  it('a long-lived actor gets the input its area declares (the stored language)', async () => {
    const { get, calls } = await startApp({ storedLocale: 'es' });
    expect(get('locale').getSnapshot().context.locale).toBe('es');
    expect(calls.callsOf('activateCatalog').map((call) => call.input)).toEqual(['es']);
  });

  it('a screen starts with the long-lived actors its input names added to what the hook gave', async () => {
    const { app, root, get } = await startApp();
    const { logic, input } = screenStart({ root, screens: app.screens }, 'comments', { postId: '5' });
    expect(await logic).toBe(await app.screens.comments.load());
    expect(input.postId).toBe('5');
    expect(input.toasts).toBe(get('toasts'));
    expect(input.postStore).toBe(get('postStore'));
  });

  it('an on-demand screen loads its code the first time a screen starts it; later screens find it loaded, as `use` reads a promise', async () => {
    const { app, root } = await startApp();
    const first = screenStart({ root, screens: app.screens }, 'composer', {}).logic;
    expect(first).toBeInstanceOf(Promise);
    const logic = await first;
    const later = screenStart({ root, screens: app.screens }, 'composer', {}).logic;
    expect(later).toBe(first);
    expect(later).toMatchObject({ status: 'fulfilled', value: logic });
  });

  it('an on-demand load that failed (offline) is tried again the next time', async () => {
    let loads = 0;
    const screen = new OnDemand(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return toastMachine;
    });
    await expect(screen.load()).rejects.toThrow('Failed to fetch');
    await expect(screen.load()).resolves.toBe(toastMachine);
    await expect(screen.load()).resolves.toBe(toastMachine);
    expect(loads).toBe(2);
  });

  it('the root spawns exactly what it is given, in order, under those systemIds', () => {
    const root = createActor(rootMachine({ first: longLived(toastMachine), second: longLived(toastMachine) })).start();
    expect(Object.keys(root.getSnapshot().children)).toEqual(['first', 'second']);
    expect(root.system.get('second')).toBe(root.getSnapshot().children.second);
  });
});
