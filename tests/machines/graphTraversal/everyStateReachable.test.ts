import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { authMachine } from '../../../src/machines/auth.machine';
import { localeMachine } from '../../../src/machines/locale.machine';
import { pagedFeedMachine } from '../../../src/machines/pagedFeed.machine';
import { peopleSearchMachine } from '../../../src/machines/peopleSearch.machine';
import { postCallMachine, type PostAction } from '../../../src/machines/postActions.machine';
import { otpMachine } from '../../../src/machines/otp.machine';
import { passwordResetMachine } from '../../../src/machines/passwordReset.machine';
import { signupMachine } from '../../../src/machines/signup.machine';
import { toastMachine } from '../../../src/machines/toast.machine';
import { uploadMachine } from '../../../src/machines/upload.machine';
import * as fx from '../fixtures';
import { storePost } from '../posts.fixtures';
import { notificationListMachine } from '../../../src/machines/notificationList.machine';
import { notificationsMachine } from '../../../src/machines/notifications.machine';
import {
  authEvents,
  localeEvents,
  notificationListEvents,
  notificationsEvents,
  pagedFeedEvents,
  pagedFeedInput,
  otpEvents,
  passwordResetEvents,
  passwordResetOtp,
  signupEvents,
  signupOtp,
} from './events';
import { activeIds, answers, labelled, modelPaths, stateIds, statesAlong, type ModelOptions } from './model';
import { peopleSearchEvents, peopleSearchModel } from './peopleSearch.events';
import { uploadEvents, uploadModel } from './upload.events';
import { subscribeMachine } from '../../../src/machines/subscribe.machine';
import { mySubscriptionsMachine } from '../../../src/machines/mySubscriptions.machine';
import { mySubscribersMachine } from '../../../src/machines/mySubscribers.machine';
import { mySubscribersEvents, mySubscriptionsEvents, subscribeEvents } from './subscriptions.events';
import { subscribeRefs, subscription } from '../subscriptions.fixtures';
import { profileTabsMachine } from '../../../src/machines/profileTabs.machine';
import { profileSubscriptionMachine } from '../../../src/machines/profileSubscription.machine';
import { Messages } from '../../../contract';

const profileTabsEvents: AnyEventObject[] = [
  labelled('tab.select media', { type: 'tab.select', tab: 'media' }),
  labelled('counts.retry', { type: 'counts.retry' }),
  labelled('counts.refresh', { type: 'counts.refresh' }),
  ...answers(profileTabsMachine, 'profileTabs.loading', 'loadCounts', {
    done: { counted: { posts: 3, photos: 4, videos: 1, audios: 0, locked: 1 } },
    error: { offline: fx.offline },
  }),
];

const profileSubscriptionEvents: AnyEventObject[] = [
  labelled('autoRenew.set off', { type: 'autoRenew.set', on: false }),
  labelled('autoRenew.confirm', { type: 'autoRenew.confirm' }),
  labelled('autoRenew.dismiss', { type: 'autoRenew.dismiss' }),
  ...answers(profileSubscriptionMachine, 'profileSubscription.loading', 'loadSubscription', {
    done: { running: subscription('5'), none: null },
    error: { offline: fx.offline },
  }),
  ...answers(profileSubscriptionMachine, 'profileSubscription.subscribed.changing', 'changeSubscription', {
    done: { changed: { message: Messages.subscriptionCancelled, subscription: subscription('5', false) } },
    error: { ended: { message: Messages.subscriptionEnded, status: 400 } },
  }),
];

const models: Array<[string, AnyStateMachine, AnyEventObject[], ModelOptions]> = [
  ['auth', authMachine, authEvents, {}],
  ['signup', signupMachine, signupEvents, { child: signupOtp }],
  ['otp', otpMachine, otpEvents({ verify: fx.verifyGrant }), { input: { email: fx.credentials.email } }],
  ['passwordReset', passwordResetMachine, passwordResetEvents, { child: passwordResetOtp }],
  ['locale', localeMachine, localeEvents, { input: { locale: 'en' }, vertex: (locale) => locale.context.locale }],
  ['pagedFeed', pagedFeedMachine, pagedFeedEvents, { input: pagedFeedInput }],
  ['toasts', toastMachine, [], {}],
  ['upload', uploadMachine, uploadEvents, uploadModel],
  ['peopleSearch', peopleSearchMachine, peopleSearchEvents, peopleSearchModel],
  ['notifications', notificationsMachine, notificationsEvents, {}],
  ['notificationList', notificationListMachine, notificationListEvents, { input: { notifications: null } }],
  ['subscribe', subscribeMachine, subscribeEvents, { input: subscribeRefs().input }],
  [
    'mySubscriptions',
    mySubscriptionsMachine,
    mySubscriptionsEvents,
    { input: { toasts: subscribeRefs().toasts }, vertex: (snapshot) => snapshot.context.requested > 1 },
  ],
  [
    'mySubscribers',
    mySubscribersMachine,
    mySubscribersEvents,
    { input: { toasts: subscribeRefs().toasts }, vertex: (snapshot) => snapshot.context.hasMore },
  ],
  ['profileTabs', profileTabsMachine, profileTabsEvents, { input: { userId: '8', path: '/user-profile/8', tab: 'posts' } }],
  [
    'profileSubscription',
    profileSubscriptionMachine,
    profileSubscriptionEvents,
    { input: { creatorId: 'c5', toasts: subscribeRefs().toasts }, vertex: (snapshot) => snapshot.context.subscription?.renews ?? null },
  ],
];

/** States the machines gained or renamed lately: named here so that they are known to exist, not only reached. */
const named: Record<string, string[]> = {
  auth: ['auth.authenticating.admin', 'auth.authenticating.chat', 'auth.authenticating.undoing', 'auth.loggedIn.viewerUnavailable'],
  locale: ['locale.starting', 'locale.ready', 'locale.switching'],
  signup: ['signup.idle', 'signup.registering', 'signup.verifying', 'otp.verified'],
  pagedFeed: ['pagedFeed.loading', 'pagedFeed.refreshing', 'pagedFeed.ready', 'pagedFeed.exhausted', 'pagedFeed.failed'],
  passwordReset: ['passwordReset.verifying', 'passwordReset.choosingPassword', 'passwordReset.resetting'],
  peopleSearch: ['peopleSearch.closed', 'peopleSearch.debouncing', 'peopleSearch.searching', 'peopleSearch.showing', 'peopleSearch.failed'],
  notifications: [
    'notifications.signedOut',
    'notifications.signedIn.counting',
    'notifications.signedIn.counted',
    'notifications.signedIn.markingRead',
  ],
  notificationList: ['notificationList.loading', 'notificationList.ready', 'notificationList.exhausted', 'notificationList.failed'],
  upload: ['upload.closed', 'upload.open.editing', 'upload.open.notVerified', 'upload.open.uploading', 'upload.open.creating'],
};

describe('every state is reachable', () => {
  for (const [name, machine, events, options] of models) {
    it(`${name}: every state node (and its child's) is on a generated path`, () => {
      const reached = new Set(
        modelPaths(machine, events, options).flatMap((path) => statesAlong(machine, path, options).flatMap(activeIds)),
      );
      const all = [...stateIds(machine.root), ...(options.child ? stateIds(options.child.machine.root) : [])];
      expect(all.filter((id) => !reached.has(id))).toEqual([]);
      expect(all).toEqual(expect.arrayContaining(named[name] ?? []));
    });
  }

  // A post call starts in the state of the action it was spawned for: one model per action, together they cover it.
  it('postCall: every state node is on a generated path of one of the four actions', () => {
    const callEvents = [
      ...answers(postCallMachine, 'postCall.liking', 'toggleLike', {
        done: { ok: { isLiked: true, likeCount: 1 } },
        error: { refused: fx.offline },
      }),
      ...answers(postCallMachine, 'postCall.favouriting', 'setFavourite', {
        done: { ok: { isFavourite: true } },
        error: { refused: fx.offline },
      }),
      ...answers(postCallMachine, 'postCall.hiding', 'hidePost', { done: { ok: {} }, error: { refused: fx.offline } }),
      ...answers(postCallMachine, 'postCall.deleting', 'deletePost', {
        done: { ok: { message: 'ok', postsCount: 2 } },
        error: { refused: fx.offline },
      }),
    ];
    const actions: PostAction[] = ['like', 'favourite', 'hide', 'delete'];
    const reached = new Set(
      actions.flatMap((action) => {
        const options = { input: { action, post: storePost('1') } };
        return modelPaths(postCallMachine, callEvents, options).flatMap((path) =>
          statesAlong(postCallMachine, path, options).flatMap(activeIds),
        );
      }),
    );
    // `starting` only chooses (eventless): the call never rests there, it is left at once for each of its targets.
    const starting = postCallMachine.getStateNodeById('postCall.starting');
    const chosen = starting.always!.flatMap((transition) => transition.target!.map((target) => target.id));
    expect(chosen.sort()).toEqual(
      actions
        .map(
          (action) =>
            `postCall.${{ like: 'liking', favourite: 'favouriting', report: 'reporting', hide: 'hiding', delete: 'deleting' }[action]}`,
        )
        .sort(),
    );
    expect(stateIds(postCallMachine.root).filter((id) => id !== starting.id && !reached.has(id))).toEqual([]);
  });
});
