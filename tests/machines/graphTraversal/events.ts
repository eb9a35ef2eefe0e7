import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { authMachine } from '../../../src/machines/auth.machine';
import { localeMachine } from '../../../src/machines/locale.machine';
import { otpMachine } from '../../../src/machines/otp.machine';
import { passwordResetMachine } from '../../../src/machines/passwordReset.machine';
import { signupMachine } from '../../../src/machines/signup.machine';
import * as fx from '../fixtures';
import { pagedFeedMachine } from '../../../src/machines/pagedFeed.machine';
import { postStoreMachine } from '../../../src/machines/postStore.machine';
import { createActor } from 'xstate';
import { storePost, tagPostsFailed } from '../posts.fixtures';
import { notificationListMachine } from '../../../src/machines/notificationList.machine';
import { notificationsMachine } from '../../../src/machines/notifications.machine';
import { notificationFixture } from '../notifications.fixtures';
import { answers, labelled, type ChildModel } from './model';

/** The events of each model: user events with valid and invalid forms, and every answer of every service. */

export const authEvents: AnyEventObject[] = [
  labelled('login.submit valid', { type: 'login.submit', form: fx.loginForm }),
  labelled('login.submit invalid', { type: 'login.submit', form: fx.termsRefused }),
  ...answers(authMachine, 'auth.restoring', 'restoreSession', {
    done: { stored: fx.storedSession, none: null, half: fx.halfSession },
    error: { unreadable: fx.offline },
  }),
  ...answers(authMachine, 'auth.authenticating.admin', 'adminLogin', {
    done: { ok: fx.adminLogin },
    error: { wrongCredentials: fx.wrongCredentials, verifyRequired: fx.verifyRequired, offline: fx.offline },
  }),
  ...answers(authMachine, 'auth.authenticating.chat', 'chatLogin', {
    done: { ok: fx.chatLogin },
    error: { chatUserFailed: fx.chatUserFailed },
  }),
  ...answers(authMachine, 'auth.authenticating.undoing', 'clearSession', { done: { ok: undefined }, error: { offline: fx.offline } }),
  ...answers(authMachine, 'auth.loggedIn.loadingViewer', 'loadViewer', { done: { ok: fx.viewer }, error: { offline: fx.offline } }),
  ...answers(authMachine, 'auth.loggingOut', 'clearSession', { done: { ok: undefined }, error: { offline: fx.offline } }),
  labelled('viewer.retry', { type: 'viewer.retry' }),
  labelled('viewer.updated', { type: 'viewer.updated', viewer: fx.renamedViewer }),
  labelled('viewer.stale', { type: 'viewer.stale' }),
  ...answers(authMachine, 'auth.loggedIn.ready.refreshing', 'loadViewer', {
    done: { decided: fx.decidedViewer },
    error: { offline: fx.offline },
  }),
  labelled('session.logout', { type: 'session.logout' }),
  labelled('session.unauthorized', { type: 'session.unauthorized' }),
];

/** The OTP step's events; `grants` are the answers its verification may give. */
export const otpEvents = (grants: Record<string, unknown>): AnyEventObject[] => [
  labelled('otp.submit valid', { type: 'otp.submit', form: fx.otpForm }),
  labelled('otp.submit invalid', { type: 'otp.submit', form: fx.otpFormBroken }),
  labelled('otp.resend', { type: 'otp.resend' }),
  ...answers(otpMachine, 'otp.verifying', 'verifyOtp', { done: grants, error: { otpWrong: fx.otpWrong } }),
  ...answers(otpMachine, 'otp.resending', 'resendOtp', { done: { sent: fx.otpSent }, error: { tooManyRequests: fx.tooManyRequests } }),
];

export const signupEvents: AnyEventObject[] = [
  labelled('signup.submit valid', { type: 'signup.submit', form: fx.signupForm, today: fx.today }),
  labelled('signup.submit invalid', { type: 'signup.submit', form: fx.signupFormBroken, today: fx.today }),
  // From any state; a second account tells a restarted code step from the one that was open.
  labelled('verification.start', { type: 'verification.start', credentials: fx.credentials }),
  labelled('verification.start other', { type: 'verification.start', credentials: fx.otherCredentials }),
  labelled('signup.cancel', { type: 'signup.cancel' }),
  ...answers(signupMachine, 'signup.registering', 'register', { done: { ok: fx.registered }, error: { emailTaken: fx.emailTaken } }),
  ...otpEvents({ verify: fx.verifyGrant }),
];

/** Signup's OTP child, invoked with the email of the credentials it holds. */
export const signupOtp: ChildModel = {
  id: 'otp',
  machine: otpMachine,
  input: (signup: AnyMachineSnapshot) => ({ email: signup.context.credentials.email }),
};

export const passwordResetEvents: AnyEventObject[] = [
  labelled('forgot.submit valid', { type: 'forgot.submit', form: fx.emailForm }),
  labelled('forgot.submit invalid', { type: 'forgot.submit', form: fx.emailFormBroken }),
  labelled('reset.submit valid', { type: 'reset.submit', form: fx.newPasswordForm }),
  labelled('reset.submit invalid', { type: 'reset.submit', form: fx.newPasswordMismatch }),
  labelled('forgot.cancel', { type: 'forgot.cancel' }),
  ...answers(passwordResetMachine, 'passwordReset.requestingCode', 'forgotPassword', {
    done: { ok: fx.codeSent },
    error: { userNotFound: fx.userNotFound },
  }),
  ...answers(passwordResetMachine, 'passwordReset.resetting', 'resetPassword', {
    done: { ok: fx.passwordWasReset },
    error: { resetTokenExpired: fx.resetTokenExpired },
  }),
  // A reset code grants a new password; a signup code answering here must not.
  ...otpEvents({ reset: fx.resetGrant, verify: fx.verifyGrant }),
];

export const passwordResetOtp: ChildModel = {
  id: 'otp',
  machine: otpMachine,
  input: (passwordReset: AnyMachineSnapshot) => ({ email: passwordReset.context.email }),
};

export const localeEvents: AnyEventObject[] = [
  labelled('locale.change es', { type: 'locale.change', locale: 'es' }),
  labelled('locale.change en', { type: 'locale.change', locale: 'en' }),
  // The first catalog (remembered or default) and a chosen one are told apart: only a chosen one is remembered.
  ...answers(localeMachine, 'locale.starting', 'activateCatalog first', { done: { ok: undefined }, error: { offline: fx.offline } }),
  ...answers(localeMachine, 'locale.switching', 'activateCatalog chosen', { done: { ok: undefined }, error: { offline: fx.offline } }),
];

/** The store a feed hands its pages to: one actor shared by the model and the live replays. */
export const pagedFeedInput = { subject: 'sunset', postStore: createActor(postStoreMachine) };

const firstPosts = [storePost('1'), storePost('2')];
const morePosts = [storePost('2'), storePost('3')];

export const pagedFeedEvents: AnyEventObject[] = [
  labelled('feed.loadMore', { type: 'feed.loadMore' }),
  labelled('feed.refresh', { type: 'feed.refresh' }),
  labelled('feed.retry', { type: 'feed.retry' }),
  ...answers(pagedFeedMachine, 'pagedFeed.loading', 'loadPage', {
    done: { posts: firstPosts, more: morePosts, empty: [] },
    error: { tagPostsFailed, offline: fx.offline },
  }),
  ...answers(pagedFeedMachine, 'pagedFeed.refreshing', 'loadPage page 1', {
    done: { posts: firstPosts, empty: [] },
    error: { offline: fx.offline },
  }),
];

export const firstNotification = notificationFixture('1');
export const secondNotification = notificationFixture('2', 'START_FOLLOW');

/** The notifications actor: sessions starting and ending, pushes (one of them twice), the list opened and left, every answer. */
export const notificationsEvents: AnyEventObject[] = [
  labelled('session.started', { type: 'session.started' }),
  labelled('session.ended', { type: 'session.ended' }),
  labelled('push 1', { type: 'notification.received', notification: firstNotification }),
  labelled('push 2', { type: 'notification.received', notification: secondNotification }),
  labelled('notifications.seen', { type: 'notifications.seen' }),
  labelled('notifications.left', { type: 'notifications.left' }),
  labelled('notifications.connected', { type: 'notifications.connected' }),
  ...answers(notificationsMachine, 'notifications.signedIn.counting', 'loadUnreadCount', {
    done: { three: 3 },
    error: { offline: fx.offline },
  }),
  ...answers(notificationsMachine, 'notifications.signedIn.markingRead', 'markAllRead', {
    done: { none: 0 },
    error: { offline: fx.offline },
  }),
];

export const notificationListEvents: AnyEventObject[] = [
  labelled('feed.loadMore', { type: 'feed.loadMore' }),
  labelled('feed.retry', { type: 'feed.retry' }),
  labelled('tab.select MONEY', { type: 'tab.select', category: 'MONEY' }),
  labelled('tab.select ALL', { type: 'tab.select', category: 'ALL' }),
  ...answers(notificationListMachine, 'notificationList.loading', 'loadPage', {
    done: { page: [firstNotification, secondNotification], overlapping: [secondNotification, notificationFixture('3')], empty: [] },
    error: { offline: fx.offline },
  }),
];
