import { describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { Messages } from '../../contract';
import { otpMachine } from '../../src/machines/otp.machine';
import { signupMachine } from '../../src/machines/signup.machine';
import { deferredServices } from './fakeServices';
import * as fx from './fixtures';

/** The signup actor alone, with its OTP child; `requestLogin` and the toasts are spies. */
function startSignup() {
  const services = deferredServices(['register', 'verifyOtp', 'resendOtp']);
  const effects = { notify: vi.fn(), requestLogin: vi.fn(), goToOtp: vi.fn() };
  const otpNotify = vi.fn();
  const otp = otpMachine.provide({
    actors: { verifyOtp: services.actors.verifyOtp, resendOtp: services.actors.resendOtp },
    actions: { notify: otpNotify },
  });
  const actor = createActor(signupMachine.provide({ actors: { register: services.actors.register, otp }, actions: effects })).start();
  const state = () => actor.getSnapshot();
  const child = () => state().children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  return { actor, services, effects, otpNotify, state, child };
}

async function atOtp() {
  const signup = startSignup();
  signup.actor.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
  await signup.services.succeed('register', fx.registered);
  expect(signup.state().value).toBe('verifying');
  return signup;
}

describe('signup: the form', () => {
  it('rejects an invalid form with the message keys of each field and registers nothing', () => {
    const { actor, services, state } = startSignup();
    actor.send({ type: 'signup.submit', form: fx.signupFormBroken, today: fx.today });
    expect(state().value).toBe('idle');
    expect(state().context.fieldErrors).toEqual({ firstName: 'firstNameRequired', phone: 'phoneMin', password: 'passwordRule' });
    expect(Messages[state().context.fieldErrors.phone!]).toBe('Must Contain greterthen 5 Characters');
    expect(services.calls).toHaveLength(0);
  });

  it('registers the form with an AbortSignal, shows the server message and opens the code step for the trimmed email', async () => {
    const { actor, services, state, effects, child } = startSignup();
    actor.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
    expect(state().value).toBe('registering');
    const register = services.pending('register');
    expect(register.input).toEqual(fx.signupForm);
    expect(register.signal).toBeInstanceOf(AbortSignal);
    expect(state().context.credentials).toEqual(fx.credentials);
    await services.succeed('register', fx.registered);
    expect(state().value).toBe('verifying');
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), { kind: 'success', message: Messages.registered });
    expect(effects.goToOtp).toHaveBeenCalledOnce();
    expect(child()?.getSnapshot().context.email).toBe('ava@example.com');
  });

  it("a refused registration shows the server's message on the form and forgets the form and the credentials", async () => {
    const { actor, services, state, effects } = startSignup();
    actor.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
    await services.fail('register', fx.emailTaken);
    expect(state().value).toBe('idle');
    expect(state().context.failure?.message).toBe(Messages.emailTaken);
    expect(state().context.form).toBeNull();
    expect(state().context.credentials).toBeNull();
    expect(effects.goToOtp).not.toHaveBeenCalled();
  });
});

describe('signup: the code step', () => {
  it('register → code → resend (notice) → verify → login with the credentials, then forgets them', async () => {
    const { services, state, effects, otpNotify, child } = await atOtp();
    child()!.send({ type: 'otp.resend' });
    expect(services.pending('resendOtp').input).toEqual({ email: 'ava@example.com' });
    await services.succeed('resendOtp', fx.otpSent);
    expect(otpNotify).toHaveBeenCalledExactlyOnceWith(expect.anything(), { kind: 'success', message: Messages.otpSent });

    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    expect(services.pending('verifyOtp').input).toEqual({ email: 'ava@example.com', otp: '123456' });
    expect(effects.requestLogin).not.toHaveBeenCalled();
    await services.succeed('verifyOtp', fx.verifyGrant);

    expect(state().value).toBe('idle');
    expect(effects.requestLogin).toHaveBeenCalledExactlyOnceWith(expect.anything(), fx.credentials);
    expect(state().context.credentials).toBeNull();
    expect(state().context.form).toBeNull();
    expect(child()).toBeUndefined();
  });

  it('a wrong code stays on the code step with the message', async () => {
    const { services, state, effects, child } = await atOtp();
    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.fail('verifyOtp', fx.otpWrong);
    expect(state().value).toBe('verifying');
    expect(child()!.getSnapshot().value).toBe('entering');
    expect(child()!.getSnapshot().context.failure?.message).toBe(Messages.otpWrong);
    expect(effects.requestLogin).not.toHaveBeenCalled();
  });

  it('an unverified login (verification.start) opens the code step with its credentials', async () => {
    const { actor, state, effects, child, services } = startSignup();
    actor.send({ type: 'verification.start', credentials: fx.credentials });
    expect(state().value).toBe('verifying');
    expect(effects.goToOtp).toHaveBeenCalledOnce();
    expect(child()!.getSnapshot().context.email).toBe(fx.credentials.email);
    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(effects.requestLogin).toHaveBeenCalledExactlyOnceWith(expect.anything(), fx.credentials);
    expect(state().context.credentials).toBeNull();
  });

  it('a later unverified login restarts an open code step for its own account', async () => {
    const { actor, services, state, effects, child } = await atOtp();
    const first = child()!;
    first.send({ type: 'otp.submit', form: fx.otpForm });
    const verify = services.pending('verifyOtp');
    actor.send({ type: 'verification.start', credentials: fx.otherCredentials });
    expect(state().value).toBe('verifying');
    expect(state().context.credentials).toEqual(fx.otherCredentials);
    // A new code step: the old one and its check in flight are stopped, the page is opened again.
    expect(child()).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(verify.signal.aborted).toBe(true);
    expect(child()!.getSnapshot().value).toBe('entering');
    expect(child()!.getSnapshot().context.email).toBe(fx.otherCredentials.email);
    expect(effects.goToOtp).toHaveBeenCalledTimes(2);

    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    expect(services.pending('verifyOtp').input).toEqual({ email: fx.otherCredentials.email, otp: fx.otpForm.otp });
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(effects.requestLogin).toHaveBeenCalledExactlyOnceWith(expect.anything(), fx.otherCredentials);
  });

  it('the same account handed over again gets a fresh code step', async () => {
    const { actor, state, effects, child, services } = startSignup();
    actor.send({ type: 'verification.start', credentials: fx.credentials });
    const first = child()!;
    first.send({ type: 'otp.resend' });
    const resend = services.pending('resendOtp');
    actor.send({ type: 'verification.start', credentials: fx.credentials });
    expect(state().value).toBe('verifying');
    expect(child()).not.toBe(first);
    expect(child()!.getSnapshot().value).toBe('entering');
    expect(resend.signal.aborted).toBe(true);
    expect(effects.goToOtp).toHaveBeenCalledTimes(2);
  });

  it('an unverified login while a registration is in flight abandons it for the code step of that account', async () => {
    const { actor, services, state, effects, child } = startSignup();
    actor.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
    const register = services.pending('register');
    actor.send({ type: 'verification.start', credentials: fx.otherCredentials });
    expect(register.signal.aborted).toBe(true);
    expect(state().value).toBe('verifying');
    expect(state().context.credentials).toEqual(fx.otherCredentials);
    // The abandoned signup form is not kept beside another account's code step.
    expect(state().context.form).toBeNull();
    expect(child()!.getSnapshot().context.email).toBe(fx.otherCredentials.email);
    // The abandoned registration's toast never comes.
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.goToOtp).toHaveBeenCalledOnce();
  });

  it('cancel leaves the code step, stops the check in flight and forgets the credentials', async () => {
    const { actor, services, state, child, effects } = await atOtp();
    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    const verify = services.pending('verifyOtp');
    actor.send({ type: 'signup.cancel' });
    expect(state().value).toBe('idle');
    expect(verify.signal.aborted).toBe(true);
    expect(child()).toBeUndefined();
    expect(state().context.credentials).toBeNull();
    expect(effects.requestLogin).not.toHaveBeenCalled();
  });

  it('submitting the form again from the code step registers again', async () => {
    const { actor, services, state } = await atOtp();
    actor.send({ type: 'signup.submit', form: fx.signupForm, today: fx.today });
    expect(state().value).toBe('registering');
    expect(services.callsOf('register')).toHaveLength(2);
  });
});
