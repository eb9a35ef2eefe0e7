import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { authMachine, type AuthEvent } from '../../src/machines/auth.machine';
import { callbackService, deferredServices } from './fakeServices';
import * as fx from './fixtures';

/** A spied action: called with the action's arguments and its params. */
const effectSpy = () => vi.fn<(args: unknown, params: unknown) => void>();

const effectNames = ['persistAdminSession', 'persistChatSession', 'notify', 'startVerification', 'goToHome', 'leaveToLogin'] as const;

/** The auth actor alone, its services answering when told and its effects spied. */
function startAuth() {
  const services = deferredServices(['restoreSession', 'adminLogin', 'chatLogin', 'loadViewer', 'clearSession']);
  const effects = Object.fromEntries(effectNames.map((name) => [name, effectSpy()])) as Record<
    (typeof effectNames)[number],
    ReturnType<typeof effectSpy>
  >;
  // The REST client's 401 answers, as the edge reports them.
  const unauthorized = callbackService<AuthEvent>();
  const actor = createActor(
    authMachine.provide({ actors: { ...services.actors, unauthorizedAnswers: unauthorized.actor }, actions: effects }),
  ).start();
  return { actor, services, effects, unauthorized, state: () => actor.getSnapshot() };
}

async function loggedOut() {
  const auth = startAuth();
  await auth.services.succeed('restoreSession', null);
  expect(auth.state().value).toBe('loggedOut');
  return auth;
}

async function loggedIn() {
  const auth = await loggedOut();
  auth.actor.send({ type: 'login.submit', form: fx.loginForm });
  await auth.services.succeed('adminLogin', fx.adminLogin);
  await auth.services.succeed('chatLogin', fx.chatLogin);
  expect(auth.state().value).toEqual({ loggedIn: { ready: 'current' } });
  return auth;
}

describe('auth: restoring the session of an earlier visit', () => {
  it('reads the stored session with an AbortSignal', () => {
    const { services } = startAuth();
    expect(services.pending('restoreSession').signal).toBeInstanceOf(AbortSignal);
  });

  it('with a stored admin and chat session, loads the viewer and is logged in', async () => {
    const { services, state, effects } = startAuth();
    await services.succeed('restoreSession', fx.storedSession);
    expect(state().value).toEqual({ loggedIn: 'loadingViewer' });
    await services.succeed('loadViewer', fx.viewer);
    expect(state().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(state().context.viewer).toEqual(fx.viewer);
    // A restored session stays on the route it was opened on.
    expect(effects.goToHome).not.toHaveBeenCalled();
  });

  it.each([
    ['no stored session', null],
    ['a session without the chat token', fx.halfSession],
  ])('with %s, is logged out', async (_, session) => {
    const { services, state } = startAuth();
    await services.succeed('restoreSession', session);
    expect(state().value).toBe('loggedOut');
    expect(services.callsOf('loadViewer')).toHaveLength(0);
  });

  it('when the storage cannot be read, is logged out', async () => {
    const { services, state } = startAuth();
    await services.fail('restoreSession', fx.offline);
    expect(state().value).toBe('loggedOut');
  });

  it('when the viewer cannot be loaded, offers a retry that loads it again', async () => {
    const { services, state, actor } = startAuth();
    await services.succeed('restoreSession', fx.storedSession);
    await services.fail('loadViewer', fx.offline);
    expect(state().value).toEqual({ loggedIn: 'viewerUnavailable' });
    expect(state().context.failure?.message).toBe(Messages.somethingWentWrong);
    actor.send({ type: 'viewer.retry' });
    await services.succeed('loadViewer', fx.viewer);
    expect(state().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(services.callsOf('loadViewer')).toHaveLength(2);
  });
});

describe('auth: the login form', () => {
  it('rejects an invalid form with the message keys of each field and calls nothing', async () => {
    const { actor, services, state } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.termsRefused });
    expect(state().value).toBe('loggedOut');
    expect(state().context.fieldErrors).toEqual({ email: 'emailInvalid', password: 'passwordRequired', acceptTerms: 'acceptTerms' });
    expect(state().context.credentials).toBeNull();
    expect(services.callsOf('adminLogin')).toHaveLength(0);
  });

  it('asks only for the terms when they are the only thing missing', async () => {
    const { actor, state } = await loggedOut();
    actor.send({ type: 'login.submit', form: { ...fx.loginForm, acceptTerms: false } });
    expect(state().context.fieldErrors).toEqual({ acceptTerms: 'acceptTerms' });
    expect(Messages[state().context.fieldErrors.acceptTerms!]).toBe('Please accept term and condition.');
  });

  it('a valid form clears earlier field errors and starts the admin login', async () => {
    const { actor, state, services } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.termsRefused });
    actor.send({ type: 'login.submit', form: fx.loginForm });
    expect(state().value).toEqual({ authenticating: 'admin' });
    expect(state().context.fieldErrors).toEqual({});
    expect(services.pending('adminLogin').input).toEqual(fx.credentials);
  });
});

describe('auth: logging in', () => {
  it('logs in to the admin API, THEN to the chat API with the same credentials, persists both and goes home once', async () => {
    const { actor, services, state, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });

    const admin = services.pending('adminLogin');
    expect(admin.input).toEqual(fx.credentials);
    expect(admin.signal).toBeInstanceOf(AbortSignal);
    expect(services.callsOf('chatLogin')).toHaveLength(0);
    expect(state().context.credentials).toEqual(fx.credentials);

    await services.succeed('adminLogin', fx.adminLogin);
    expect(state().value).toEqual({ authenticating: 'chat' });
    expect(effects.persistAdminSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { authToken: 'admin-token', userId: 'u-7' });
    // The admin login's message is kept for later: no welcome before the chat login is through.
    expect(state().context.greeting).toBe(Messages.loginSuccess);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(state().context.viewer).toEqual(fx.adminViewer);
    const chat = services.pending('chatLogin');
    expect(chat.input).toEqual(fx.credentials);
    expect(chat.signal).toBeInstanceOf(AbortSignal);
    expect(effects.goToHome).not.toHaveBeenCalled();

    await services.succeed('chatLogin', fx.chatLogin);
    expect(state().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(effects.persistChatSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), fx.chatLogin);
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), { kind: 'success', message: Messages.loginSuccess });
    expect(effects.goToHome).toHaveBeenCalledOnce();
    // The welcome comes before the move home (the toast outlives the route change).
    expect(effects.notify.mock.invocationCallOrder[0]).toBeLessThan(effects.goToHome.mock.invocationCallOrder[0]!);
    // The admin login's viewer, with the chat login's chat id.
    expect(state().context.viewer).toEqual({ ...fx.adminViewer, chatUserId: fx.chatLogin.chatUserId });
    // Said once, then forgotten.
    expect(state().context.greeting).toBeNull();
    expect(state().context.viewer?.chatUserId).toBe('c-7');
    expect(state().context.credentials).toBeNull();
    // The logged-in session does not load the viewer again: the admin login gave it.
    expect(services.callsOf('loadViewer')).toHaveLength(0);
  });

  it("'Wrong Credentials' shows the server's message and stays logged out", async () => {
    const { actor, services, state, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('adminLogin', fx.wrongCredentials);
    expect(state().value).toBe('loggedOut');
    expect(state().context.failure?.message).toBe('Wrong Credentials');
    expect(state().context.credentials).toBeNull();
    expect(services.callsOf('chatLogin')).toHaveLength(0);
    expect(effects.persistAdminSession).not.toHaveBeenCalled();
    expect(effects.startVerification).not.toHaveBeenCalled();
    expect(effects.goToHome).not.toHaveBeenCalled();
  });

  it('a failure that is not an answer shows the generic message', async () => {
    const { actor, services, state } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('adminLogin', fx.offline);
    expect(state().context.failure).toEqual({ message: Messages.somethingWentWrong });
  });

  it('an account to verify hands its credentials to the signup flow and is forgotten here', async () => {
    const { actor, services, state, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('adminLogin', fx.verifyRequired);
    expect(state().value).toBe('loggedOut');
    expect(effects.startVerification).toHaveBeenCalledExactlyOnceWith(expect.anything(), fx.credentials);
    expect(state().context.failure?.message).toBe(Messages.accountNotVerified);
    expect(state().context.credentials).toBeNull();
    expect(services.callsOf('chatLogin')).toHaveLength(0);
  });

  it('a 403 without verify_required is an ordinary failure', async () => {
    const { actor, services, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('adminLogin', { message: Messages.forbidden, status: 403, data: {} });
    expect(effects.startVerification).not.toHaveBeenCalled();
  });

  it('a failed chat login clears the admin session and returns to loggedOut without leaving for /login', async () => {
    const { actor, services, state, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('adminLogin', fx.adminLogin);
    await services.fail('chatLogin', fx.chatUserFailed);
    expect(state().value).toEqual({ authenticating: 'undoing' });
    expect(state().context.credentials).toBeNull();
    expect(services.pending('clearSession').signal).toBeInstanceOf(AbortSignal);
    await services.succeed('clearSession');
    expect(state().value).toBe('loggedOut');
    expect(state().context.viewer).toBeNull();
    expect(state().context.failure?.message).toBe(Messages.chatUserFailed);
    expect(effects.leaveToLogin).not.toHaveBeenCalled();
    expect(effects.goToHome).not.toHaveBeenCalled();
    expect(effects.persistChatSession).not.toHaveBeenCalled();
    // Half a login is no login: no welcome, and its greeting is forgotten with the viewer.
    expect(effects.notify).not.toHaveBeenCalled();
    expect(state().context.greeting).toBeNull();
  });

  it('a failed chat login still ends logged out when clearing the session fails', async () => {
    const { actor, services, state, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('adminLogin', fx.adminLogin);
    await services.fail('chatLogin', fx.chatUserFailed);
    await services.fail('clearSession', fx.offline);
    expect(state().value).toBe('loggedOut');
    expect(state().context.viewer).toBeNull();
    expect(effects.leaveToLogin).not.toHaveBeenCalled();
  });

  it('can log in again after a failure', async () => {
    const { actor, services, state, effects } = await loggedOut();
    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('adminLogin', fx.wrongCredentials);
    actor.send({ type: 'login.submit', form: fx.loginForm });
    expect(state().context.failure).toBeNull();
    await services.succeed('adminLogin', fx.adminLogin);
    await services.succeed('chatLogin', fx.chatLogin);
    expect(state().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(effects.goToHome).toHaveBeenCalledOnce();
  });
});

describe('auth: leaving the session', () => {
  it.each(['session.logout', 'session.unauthorized'] as const)(
    '%s clears the session, forgets the viewer and leaves for /login',
    async (type) => {
      const { actor, services, state, effects } = await loggedIn();
      actor.send({ type });
      expect(state().value).toBe('loggingOut');
      expect(effects.leaveToLogin).not.toHaveBeenCalled();
      await services.succeed('clearSession');
      expect(state().value).toBe('loggedOut');
      expect(state().context.viewer).toBeNull();
      expect(state().context.credentials).toBeNull();
      expect(effects.leaveToLogin).toHaveBeenCalledOnce();
    },
  );

  it.each(['session.logout', 'session.unauthorized'] as const)('%s leaves for /login even when clearing fails', async (type) => {
    const { actor, services, state, effects } = await loggedIn();
    actor.send({ type });
    await services.fail('clearSession', fx.offline);
    expect(state().value).toBe('loggedOut');
    expect(state().context.viewer).toBeNull();
    expect(effects.leaveToLogin).toHaveBeenCalledOnce();
  });

  it('a 401 while the restored viewer loads aborts that load', async () => {
    const { actor, services, effects } = startAuth();
    await services.succeed('restoreSession', fx.storedSession);
    const load = services.pending('loadViewer');
    actor.send({ type: 'session.unauthorized' });
    expect(load.signal.aborted).toBe(true);
    await services.succeed('clearSession');
    expect(effects.leaveToLogin).toHaveBeenCalledOnce();
  });

  it('viewer.updated replaces the viewer while logged in', async () => {
    const { actor, state } = await loggedIn();
    actor.send({ type: 'viewer.updated', viewer: fx.renamedViewer });
    expect(state().context.viewer).toEqual(fx.renamedViewer);
  });

  it('logout is ignored while logged out', async () => {
    const { actor, state, services } = await loggedOut();
    actor.send({ type: 'session.logout' });
    expect(state().value).toBe('loggedOut');
    expect(services.callsOf('clearSession')).toHaveLength(0);
  });
});

describe('auth: 401 answers reported by the REST client', () => {
  it('are listened to only while logged in, from a login or a restored session', async () => {
    const { services, unauthorized, actor } = startAuth();
    expect(unauthorized.live()).toBe(0);
    await services.succeed('restoreSession', fx.storedSession);
    expect(unauthorized.live()).toBe(1);
    actor.send({ type: 'session.logout' });
    // Leaving the session stops listening at once, before the storage is cleared.
    expect(unauthorized.live()).toBe(0);
    await services.succeed('clearSession');

    actor.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('adminLogin', fx.adminLogin);
    expect(unauthorized.live()).toBe(0);
    await services.succeed('chatLogin', fx.chatLogin);
    expect(unauthorized.live()).toBe(1);
    expect(unauthorized.started()).toBe(2);
  });

  it('a 401 reported through the provided subscription logs out and leaves for /login', async () => {
    const { services, unauthorized, state, effects } = await loggedIn();
    unauthorized.report({ type: 'session.unauthorized' });
    expect(state().value).toBe('loggingOut');
    expect(unauthorized.live()).toBe(0);
    await services.succeed('clearSession');
    expect(state().value).toBe('loggedOut');
    expect(state().context).toMatchObject({ viewer: null, credentials: null, greeting: null });
    expect(effects.leaveToLogin).toHaveBeenCalledOnce();
  });

  it('a 401 while the restored viewer loads ends the session too', async () => {
    const { services, unauthorized, state } = startAuth();
    await services.succeed('restoreSession', fx.storedSession);
    const load = services.pending('loadViewer');
    unauthorized.report({ type: 'session.unauthorized' });
    expect(state().value).toBe('loggingOut');
    expect(load.signal.aborted).toBe(true);
  });

  it('without a provided subscription (the default) nothing logs out by itself', async () => {
    const services = deferredServices(['restoreSession', 'loadViewer']);
    const actor = createActor(authMachine.provide({ actors: services.actors })).start();
    await services.succeed('restoreSession', fx.storedSession);
    await services.succeed('loadViewer', fx.viewer);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(Object.keys(actor.getSnapshot().children)).toHaveLength(1);
  });
});
