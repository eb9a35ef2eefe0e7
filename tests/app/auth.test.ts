import { describe, expect, it, vi } from 'vitest';
import { Messages } from '../../contract';
import type { OtpActor } from '../../src/app/auth';
import * as fx from '../machines/fixtures';
import { authAnswers as answer, chatUserFailed, verifyRequired } from './authAnswers';
import { startApp as startWholeApp } from './fakeApp';

/** The auth area as the app runs it: its actors reach each other (and the toasts) through the system. */
async function startApp() {
  const app = await startWholeApp();
  const { calls, effects } = app;
  return {
    ...app,
    services: calls,
    auth: app.get('auth'),
    signup: app.get('signup'),
    passwordReset: app.get('passwordReset'),
    toasts: app.get('toasts'),
    goneTo: (path: string) => effects.navigate.mock.calls.filter(([to]) => to === path).length,
  };
}

describe('auth area: login, signup, code step and reset in the running app', () => {
  it('starts logged out when no session was stored', async () => {
    const { auth } = await startApp();
    expect(auth.getSnapshot().value).toBe('loggedOut');
  });

  it("a login shows the admin server's success message as a toast once the chat login is through too", async () => {
    const { auth, services, shown, effects } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('Login', answer.login);
    expect(shown()).toEqual([]);
    await services.succeed('ChatLogin', answer.chatLogin);
    expect(shown()).toEqual([Messages.loginSuccess]);
    expect(effects.navigate.mock.calls.filter(([to]) => to === '/home')).toEqual([['/home', { replace: true }]]);
    expect(auth.getSnapshot().context.viewer?.chatUserId).toBe(fx.chatLogin.chatUserId);
  });

  it('a login whose chat half fails shows no welcome and clears the admin session', async () => {
    const { auth, services, shown, effects } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('Login', answer.login);
    await services.fail('ChatLogin', chatUserFailed);
    expect(auth.getSnapshot().value).toEqual({ authenticating: 'undoing' });
    await services.succeed('Logout', answer.logout);
    await services.succeed('clearSession');
    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(shown()).toEqual([]);
    expect(effects.reloadAt).not.toHaveBeenCalled();
  });

  it('an unverified login goes through the code step (resend shows a toast) and then logs in with the same credentials', async () => {
    const { auth, signup, services, shown, effects, goneTo } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('Login', verifyRequired);

    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(signup.getSnapshot().value).toBe('verifying');
    expect(signup.getSnapshot().context.credentials).toEqual(fx.credentials);
    expect(goneTo('/otp-verification')).toBe(1);
    const code = signup.getSnapshot().children.otp as OtpActor;
    expect(code.getSnapshot().context.email).toBe(fx.credentials.email);

    code.send({ type: 'otp.resend' });
    await services.succeed('ResendOtp', answer.otpSent);
    expect(shown()).toEqual([Messages.otpSent]);

    code.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('VerifyOtp', answer.verifyGrant);
    // The grant in the machine's words: the purpose in lowercase, and only the token that applies.
    expect(code.getSnapshot().output).toStrictEqual(fx.verifyGrant);
    expect(signup.getSnapshot().value).toBe('idle');
    expect(signup.getSnapshot().context.credentials).toBeNull();

    // The one login path: admin, then chat, with the credentials handed over.
    expect(auth.getSnapshot().value).toEqual({ authenticating: 'admin' });
    expect(services.callsOf('Login').map((call) => call.input)).toEqual([{ input: fx.credentials }, { input: fx.credentials }]);
    await services.succeed('Login', answer.login);
    expect(services.pending('ChatLogin').input).toEqual({ input: fx.credentials });
    await services.succeed('ChatLogin', answer.chatLogin);
    expect(auth.getSnapshot().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(auth.getSnapshot().context.credentials).toBeNull();
    expect(effects.navigate.mock.calls.filter(([to]) => to === '/home')).toEqual([['/home', { replace: true }]]);
  });

  it('a new account registers (toast), verifies its code and lands logged in', async () => {
    const { auth, signup, services, shown, effects } = await startApp();
    signup.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
    // The form's texts trimmed, and no referral code when none was typed.
    expect(services.pending('Register').input).toEqual({ input: { ...fx.signupForm, email: 'ava@example.com', referralCode: undefined } });
    expect(services.pending('Register').input).not.toHaveProperty('input.referralCode');
    await services.succeed('Register', answer.registered);
    expect(shown()).toEqual([Messages.registered]);
    signup.getSnapshot().children.otp!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('VerifyOtp', answer.verifyGrant);
    await services.succeed('Login', answer.login);
    await services.succeed('ChatLogin', answer.chatLogin);
    expect(auth.getSnapshot().value).toEqual({ loggedIn: { ready: 'current' } });
    expect(effects.navigate.mock.calls.filter(([to]) => to === '/home')).toEqual([['/home', { replace: true }]]);
  });

  it('a password reset toasts each answer of the server and ends on the login page', async () => {
    const { passwordReset, services, shown, goneTo } = await startApp();
    passwordReset.send({ type: 'forgot.submit', form: fx.emailForm });
    expect(services.pending('ForgotPassword').input).toEqual({ input: { email: 'ava@example.com' } });
    await services.succeed('ForgotPassword', answer.codeSent);
    const code = passwordReset.getSnapshot().children.otp as OtpActor;
    code.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('VerifyOtp', answer.resetGrant);
    expect(code.getSnapshot().output).toStrictEqual(fx.resetGrant);
    passwordReset.send({ type: 'reset.submit', form: fx.newPasswordForm });
    // The reset names the user and the token the code granted.
    expect(services.pending('ResetPassword').input).toEqual({
      input: { userId: fx.resetGrant.userId, resetToken: fx.resetGrant.resetToken, ...fx.newPasswordForm },
    });
    await services.succeed('ResetPassword', answer.passwordWasReset);
    expect(shown()).toEqual([Messages.otpSent, Messages.passwordReset]);
    expect(goneTo('/login')).toBe(1);
  });

  it('a 401 anywhere, reported by the REST client, logs out through the auth actor and leaves for /login', async () => {
    const { auth, services, effects, listening, reportUnauthorized } = await startApp();
    // Logged out, nobody listens: a 401 of the login call itself is the login's own failure.
    expect(listening()).toBe(0);
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('Login', answer.login);
    await services.succeed('ChatLogin', answer.chatLogin);
    expect(listening()).toBe(1);
    reportUnauthorized();
    expect(auth.getSnapshot().value).toBe('loggingOut');
    await services.succeed('Logout', answer.logout);
    await services.succeed('clearSession');
    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(effects.reloadAt.mock.calls).toEqual([['/login']]);
    expect(listening()).toBe(0);
  });

  it('a logout asks the server to end the session, then forgets it in the browser even when the server cannot be reached', async () => {
    const { auth, services, effects } = await startApp();
    auth.send({ type: 'login.submit', form: fx.loginForm });
    await services.succeed('Login', answer.login);
    await services.succeed('ChatLogin', answer.chatLogin);
    auth.send({ type: 'session.logout' });
    expect(services.callsOf('clearSession')).toHaveLength(0);
    await services.fail('Logout', new Error('offline'));
    await services.succeed('clearSession');
    expect(auth.getSnapshot().value).toBe('loggedOut');
    expect(effects.reloadAt.mock.calls).toEqual([['/login']]);
  });

  it('a signup code answering a password reset goes back to the email form with the reason', async () => {
    const { passwordReset, services, goneTo } = await startApp();
    passwordReset.send({ type: 'forgot.submit', form: fx.emailForm });
    await services.succeed('ForgotPassword', answer.codeSent);
    passwordReset.getSnapshot().children.otp!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('VerifyOtp', answer.verifyGrant);
    expect(passwordReset.getSnapshot().value).toBe('idle');
    expect(passwordReset.getSnapshot().context.failure?.message).toBe(Messages.resetTokenInvalid);
    expect(goneTo('/forget-password')).toBe(1);
  });

  it('an unverified login before signup has loaded starts it, and it opens the code step for that account', async () => {
    const { root, get, calls: services, effects } = await startWholeApp({ onDemand: false });
    expect(root.system.get('signup')).toBeUndefined();
    get('auth').send({ type: 'login.submit', form: fx.loginForm });
    await services.fail('Login', verifyRequired);
    const signup = await vi.waitFor(() => {
      const started = get('signup') as ReturnType<typeof get<'signup'>> | undefined;
      if (!started) throw new Error('signup has not started');
      return started;
    });
    expect(signup.getSnapshot().value).toBe('verifying');
    expect(signup.getSnapshot().context.credentials).toEqual(fx.credentials);
    expect((signup.getSnapshot().children.otp as OtpActor).getSnapshot().context.email).toBe(fx.credentials.email);
    expect(effects.navigate.mock.calls.filter(([to]) => to === '/otp-verification')).toHaveLength(1);
  });

  // `verification.start` is handled at signup's root: an open code step restarts for the new account.
  it('an unverified login moves an open code step to that account', async () => {
    const { auth, signup, services, goneTo } = await startApp();
    signup.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
    await services.succeed('Register', answer.registered);
    expect(goneTo('/otp-verification')).toBe(1);

    const other = fx.otherCredentials;
    auth.send({ type: 'login.submit', form: { ...other, acceptTerms: true } });
    await services.fail('Login', verifyRequired);

    expect(signup.getSnapshot().value).toBe('verifying');
    expect(signup.getSnapshot().context.credentials).toEqual(other);
    const code = signup.getSnapshot().children.otp as OtpActor;
    expect(code.getSnapshot().context.email).toBe(other.email);
    expect(goneTo('/otp-verification')).toBe(2);

    // The code of that account logs that account in.
    code.send({ type: 'otp.submit', form: fx.otpForm });
    expect(services.pending('VerifyOtp').input).toEqual({ input: { email: other.email, otp: fx.otpForm.otp } });
    await services.succeed('VerifyOtp', answer.verifyGrant);
    expect(services.pending('Login').input).toEqual({ input: other });
  });
});
