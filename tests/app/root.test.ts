import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deliver, longLived, longLivedOnDemand, OnDemand } from '../../src/app/root/area';
import { areas } from '../../src/app/root/areas';
import { createApp, rootMachine } from '../../src/app/root/app';
import { screenStart, startLongLived } from '../../src/app/root/system';
import { toastMachine } from '../../src/machines/toast.machine';
import { fakeServices, startApp } from './fakeApp';

/** A root with the toasts at start and `later` (toasts again) on demand, counting the loads of its code. */
function rootWithOneOnDemand() {
  let loads = 0;
  const actors = {
    toasts: longLived(toastMachine),
    later: longLivedOnDemand(async () => {
      loads += 1;
      return toastMachine;
    }),
  };
  return { actors, root: createActor(rootMachine(actors)).start(), loads: () => loads };
}

describe('composition root', () => {
  it('spawns every area’s long-lived actors under the root, each registered under its systemId', async () => {
    const { root, services } = await startApp();
    const declared = areas.flatMap((area) => Object.keys(area(services).actors));
    expect(declared).toEqual([
      'toasts',
      'auth',
      'signup',
      'passwordReset',
      'locale',
      'postStore',
      'postActions',
      'userStore',
      'follow',
      'notifications',
      'wallet',
      'chatStore',
      'safety',
    ]);
    // Those declared on demand are spawned after the others (each as its code arrives): startApp starts them as the settled first screen does.
    const onDemand = areas.flatMap((area) =>
      Object.entries(area(services).actors)
        .filter(([, actor]) => actor.logic instanceof OnDemand)
        .map(([systemId]) => systemId),
    );
    expect(onDemand).toEqual(['signup', 'passwordReset', 'postActions', 'follow', 'notifications', 'chatStore', 'safety']);
    // The post actions, follow and the header's counts start once the first screen has settled; signup and forgot/reset password only with their screens.
    const afterFirstScreen = areas.flatMap((area) =>
      Object.entries(area(services).actors)
        .filter(([, actor]) => actor.afterFirstScreen)
        .map(([systemId]) => systemId),
    );
    expect(afterFirstScreen).toEqual(['postActions', 'follow', 'notifications', 'chatStore']);
    const atStart = declared.filter((systemId) => !onDemand.includes(systemId));
    const children = Object.keys(root.getSnapshot().children);
    expect(children.slice(0, atStart.length)).toEqual(atStart);
    expect(children.slice(atStart.length).sort()).toEqual([...onDemand].sort());
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
        'earnings',
        'massMessages',
        'fanList',
        'editProfile',
        'favouriteFeed',
        'homeFeed',
        'peopleSearch',
        'pollVote',
        'postDetail',
        'profile',
        'profileTabs',
        'tagFeed',
        'trendingFeed',
        'userFeed',
        'userMediaFeed',
        'userLockedFeed',
        'followers',
        'followings',
        'hashtagSearch',
        'trendingPeople',
        'notificationList',
        'buyCoins',
        'savedCards',
        'transactionList',
        'unlockPost',
        'donate',
        'transfer',
        'sendSticker',
        'subscribe',
        'plans',
        'planOffers',
        'mySubscriptions',
        'mySubscribers',
        'profileSubscription',
        'verification',
        'banking',
        'payout',
        'adminQueue',
        'adminJobs',
        'chatScreen',
        'thread',
        'threadSearch',
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
        'liveMenuTip',
        'liveTipsSetup',
        'liveViewerList',
        'drafts',
        'vault',
        'vaultPicker',
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

  it('a long-lived actor declared on demand is not spawned at start; started, its code loads once and the root spawns it under its systemId', async () => {
    const { actors, root, loads } = rootWithOneOnDemand();
    expect(Object.keys(root.getSnapshot().children)).toEqual(['toasts']);
    const app = { root, longLived: actors };
    const first = startLongLived(app, 'later');
    expect(startLongLived(app, 'later')).toBe(first);
    const actor = await first;
    expect(actor).toBe(root.system.get('later'));
    expect(Object.keys(root.getSnapshot().children)).toEqual(['toasts', 'later']);
    // Started, it answers at once (as `use` reads a promise), and nothing loads or spawns again.
    expect(startLongLived(app, 'later')).toMatchObject({ status: 'fulfilled', value: actor });
    expect(loads()).toBe(1);
  });

  it('an event delivered to an on-demand actor that does not run yet starts it, then hands it the event; once it runs, events go straight to it', async () => {
    const { actors, root, loads } = rootWithOneOnDemand();
    root.send(deliver('later', { type: 'toast.show', notice: { message: 'first', kind: 'info' } }));
    root.send(deliver('later', { type: 'toast.show', notice: { message: 'second', kind: 'info' } }));
    expect(root.system.get('later')).toBeUndefined();
    const later = await startLongLived({ root, longLived: actors }, 'later');
    await Promise.resolve();
    expect(later.getSnapshot().context.toasts.map((toast: { message: string }) => toast.message)).toEqual(['first', 'second']);
    root.send(deliver('later', { type: 'toast.show', notice: { message: 'third', kind: 'info' } }));
    expect(later.getSnapshot().context.toasts.map((toast: { message: string }) => toast.message)).toEqual(['first', 'second', 'third']);
    expect(loads()).toBe(1);
    expect(Object.keys(root.getSnapshot().children)).toEqual(['toasts', 'later']);
  });

  it('a root created once an on-demand long-lived actor’s code is in spawns it at start, as the others', async () => {
    const later = longLivedOnDemand(async () => toastMachine);
    await (later.logic as OnDemand).load();
    const root = createActor(rootMachine({ toasts: longLived(toastMachine), later })).start();
    expect(Object.keys(root.getSnapshot().children)).toEqual(['toasts', 'later']);
  });

  it('the root spawns exactly what it is given, in order, under those systemIds', () => {
    const root = createActor(rootMachine({ first: longLived(toastMachine), second: longLived(toastMachine) })).start();
    expect(Object.keys(root.getSnapshot().children)).toEqual(['first', 'second']);
    expect(root.system.get('second')).toBe(root.getSnapshot().children.second);
  });
});
