import { describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { Messages } from '../../contract';
import { appMachine } from '../../src/machines/app.machine';
import { authMachine, type AuthEvent } from '../../src/machines/auth.machine';
import { localeMachine } from '../../src/machines/locale.machine';
import { otpMachine } from '../../src/machines/otp.machine';
import { passwordResetMachine } from '../../src/machines/passwordReset.machine';
import { signupMachine } from '../../src/machines/signup.machine';
import type { toastMachine } from '../../src/machines/toast.machine';
import { callbackService, deferredServices } from './fakeServices';
import * as fx from './fixtures';

/** The whole actor system with fake services: children reach each other (and the toasts) through it. */
async function startApp() {
  const services = deferredServices([
    'restoreSession',
    'adminLogin',
    'chatLogin',
    'loadViewer',
    'clearSession',
    'register',
    'verifyOtp',
    'resendOtp',
    'forgotPassword',
    'resetPassword',
    'activateCatalog',
  ]);
  const { actors: a } = services;
  const effects = {
    persistAdminSession: vi.fn(),
    persistChatSession: vi.fn(),
    goToHome: vi.fn(),
    leaveToLogin: vi.fn(),
    goToOtp: vi.fn(),
    goToForgotPassword: vi.fn(),
    goToLogin: vi.fn(),
    persistLocale: vi.fn(),
  };
  // The REST client's 401 answers, reported through auth's `unauthorizedAnswers` as the edge does.
  const unauthorized = callbackService<AuthEvent>();
  const otp = otpMachine.provide({ actors: { verifyOtp: a.verifyOtp, resendOtp: a.resendOtp } });
  const app = appMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: {
          restoreSession: a.restoreSession,
          adminLogin: a.adminLogin,
          chatLogin: a.chatLogin,
          loadViewer: a.loadViewer,
          clearSession: a.clearSession,
          unauthorizedAnswers: unauthorized.actor,
        },
        actions: {
          persistAdminSession: effects.persistAdminSession,
          persistChatSession: effects.persistChatSession,
          goToHome: effects.goToHome,
          leaveToLogin: effects.leaveToLogin,
        },
      }),
      signup: signupMachine.provide({ actors: { register: a.register, otp }, actions: { goToOtp: effects.goToOtp } }),
      passwordReset: passwordResetMachine.provide({
        actors: { forgotPassword: a.forgotPassword, resetPassword: a.resetPassword, otp },
        actions: { goToOtp: effects.goToOtp, goToForgotPassword: effects.goToForgotPassword, goToLogin: effects.goToLogin },
      }),
      locale: localeMachine.provide({ actors: { activateCatalog: a.activateCatalog }, actions: { persistLocale: effects.persistLocale } }),
    },
  });
  const actor = createActor(app, { input: { locale: 'en' } }).start();
  const auth = actor.system.get('auth') as ActorRefFrom<typeof authMachine>;
  const signup = actor.system.get('signup') as ActorRefFrom<typeof signupMachine>;
  const passwordReset = actor.system.get('passwordReset') as ActorRefFrom<typeof passwordResetMachine>;
  const toasts = actor.system.get('toasts') as ActorRefFrom<typeof toastMachine>;
  await services.succeed('activateCatalog');
  await services.succeed('restoreSession', null);
  const shown = () => toasts.getSnapshot().context.toasts.map((toast) => toast.message);
  return { actor, services, effects, unauthorized, auth, signup, passwordReset, toasts, shown };
}

describe('app: the actor system', () => {
  it('spawns every long-lived child under its systemId, with the locale of its input', async () => {
    const { actor, auth, signup, passwordReset, toasts, effects, services } = await startApp();
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['auth', 'locale', 'passwordReset', 'postActions', 'postStore', 'signup', 'toasts']);
    expect([auth, signup, passwordReset, toasts].every(Boolean)).toBe(true);
    expect(actor.system.get('locale')?.getSnapshot().context.locale).toBe('en');
    // The starting language is activated, not remembered: only a chosen one is.
    expect(services.callsOf('activateCatalog').map((call) => call.input)).toEqual([{ locale: 'en' }]);
    expect(actor.system.get('locale')?.getSnapshot().value).toBe('ready');
    expect(effects.persistLocale).not.toHaveBeenCalled();
    expect(auth.getSnapshot().value).toBe('loggedOut');
  });

  it("a login shows the admin server's success message as a toast once the chat login is through too", async () => {
    const { auth, services, shown, effects } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('adminLogin', fx.adminLogin);
    expect(shown()).toEqual([]);
    await services.succeed('chatLogin', fx.chatLogin);
    expect(shown()).toEqual([Messages.loginSuccess]);
    expect(effects.goToHome).toHaveBeenCalledOnce();
    expect(auth.getSnapshot().context.viewer?.chatUserId).toBe(fx.chatLogin.chatUserId);
  });

  it('a login whose chat half fails shows no welcome and clears the admin session', async () => {
    const { auth, services, shown, effects } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('adminLogin', fx.adminLogin);
    await services.fail('chatLogin', fx.chatUserFailed);
    expect(auth.getSnapshot().value).toEqual({ authenticating: 'undoing' });
    await services.succeed('clearSession');
    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(shown()).toEqual([]);
    expect(effects.leaveToLogin).not.toHaveBeenCalled();
  });

  it('an unverified login goes through the code step (resend shows a toast) and then logs in with the same credentials', async () => {
    const { auth, signup, services, shown, effects } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('adminLogin', fx.verifyRequired);

    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(signup.getSnapshot().value).toBe('verifying');
    expect(signup.getSnapshot().context.credentials).toEqual(fx.credentials);
    expect(effects.goToOtp).toHaveBeenCalledOnce();
    const code = signup.getSnapshot().children.otp as ActorRefFrom<typeof otpMachine>;
    expect(code.getSnapshot().context.email).toBe(fx.credentials.email);

    code.send({ type: 'otp.resend' });
    await services.succeed('resendOtp', fx.otpSent);
    expect(shown()).toEqual([Messages.otpSent]);

    code.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(signup.getSnapshot().value).toBe('idle');
    expect(signup.getSnapshot().context.credentials).toBeNull();

    // The one login path: admin, then chat, with the credentials handed over.
    expect(auth.getSnapshot().value).toEqual({ authenticating: 'admin' });
    expect(services.callsOf('adminLogin').map((call) => call.input)).toEqual([fx.credentials, fx.credentials]);
    await services.succeed('adminLogin', fx.adminLogin);
    expect(services.pending('chatLogin').input).toEqual(fx.credentials);
    await services.succeed('chatLogin', fx.chatLogin);
    expect(auth.getSnapshot().value).toEqual({ loggedIn: 'ready' });
    expect(auth.getSnapshot().context.credentials).toBeNull();
    expect(effects.goToHome).toHaveBeenCalledOnce();
  });

  it('a new account registers (toast), verifies its code and lands logged in', async () => {
    const { auth, signup, services, shown, effects } = await startApp();
    signup.send({ type: 'signup.submit', form: fx.signupForm });
    await services.succeed('register', fx.registered);
    expect(shown()).toEqual([Messages.registered]);
    signup.getSnapshot().children.otp!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', fx.verifyGrant);
    await services.succeed('adminLogin', fx.adminLogin);
    await services.succeed('chatLogin', fx.chatLogin);
    expect(auth.getSnapshot().value).toEqual({ loggedIn: 'ready' });
    expect(effects.goToHome).toHaveBeenCalledOnce();
  });

  it('a password reset toasts each answer of the server and ends on the login page', async () => {
    const { passwordReset, services, shown, effects } = await startApp();
    passwordReset.send({ type: 'forgot.submit', form: fx.emailForm });
    await services.succeed('forgotPassword', fx.codeSent);
    passwordReset.getSnapshot().children.otp!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', fx.resetGrant);
    passwordReset.send({ type: 'reset.submit', form: fx.newPasswordForm });
    await services.succeed('resetPassword', fx.passwordWasReset);
    expect(shown()).toEqual([Messages.otpSent, Messages.passwordReset]);
    expect(effects.goToLogin).toHaveBeenCalledOnce();
  });

  it('a 401 anywhere, reported by the REST client, logs out through the auth actor and leaves for /login', async () => {
    const { auth, services, effects, unauthorized } = await startApp();
    // Logged out, nobody listens: a 401 of the login call itself is the login's own failure.
    expect(unauthorized.live()).toBe(0);
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('adminLogin', fx.adminLogin);
    await services.succeed('chatLogin', fx.chatLogin);
    expect(unauthorized.live()).toBe(1);
    unauthorized.report({ type: 'session.unauthorized' });
    expect(auth.getSnapshot().value).toBe('loggingOut');
    await services.succeed('clearSession');
    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(effects.leaveToLogin).toHaveBeenCalledOnce();
    expect(unauthorized.live()).toBe(0);
  });

  it('a signup code answering a password reset goes back to the email form with the reason', async () => {
    const { passwordReset, services, effects } = await startApp();
    passwordReset.send({ type: 'forgot.submit', form: fx.emailForm });
    await services.succeed('forgotPassword', fx.codeSent);
    passwordReset.getSnapshot().children.otp!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(passwordReset.getSnapshot().value).toBe('idle');
    expect(passwordReset.getSnapshot().context.failure?.message).toBe(Messages.resetTokenInvalid);
    expect(effects.goToForgotPassword).toHaveBeenCalledOnce();
  });

  // `verification.start` is handled at signup's root: an open code step restarts for the new account.
  it('an unverified login moves an open code step to that account', async () => {
    const { auth, signup, services, effects } = await startApp();
    signup.send({ type: 'signup.submit', form: fx.signupForm });
    await services.succeed('register', fx.registered);
    expect(effects.goToOtp).toHaveBeenCalledOnce();

    const other = fx.otherCredentials;
    auth.send({ type: 'login.submit', form: { ...other, acceptTerms: true } });
    await services.fail('adminLogin', fx.verifyRequired);

    expect(signup.getSnapshot().value).toBe('verifying');
    expect(signup.getSnapshot().context.credentials).toEqual(other);
    const code = signup.getSnapshot().children.otp as ActorRefFrom<typeof otpMachine>;
    expect(code.getSnapshot().context.email).toBe(other.email);
    expect(effects.goToOtp).toHaveBeenCalledTimes(2);

    // The code of that account logs that account in.
    code.send({ type: 'otp.submit', form: fx.otpForm });
    expect(services.pending('verifyOtp').input).toEqual({ email: other.email, otp: fx.otpForm.otp });
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(services.pending('adminLogin').input).toEqual(other);
  });
});
