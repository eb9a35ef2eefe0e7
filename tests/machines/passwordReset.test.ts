import { describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { Messages } from '../../contract';
import { otpMachine } from '../../src/machines/otp.machine';
import { passwordResetMachine } from '../../src/machines/passwordReset.machine';
import { deferredServices } from './fakeServices';
import * as fx from './fixtures';

function startReset() {
  const services = deferredServices(['forgotPassword', 'resetPassword', 'verifyOtp', 'resendOtp']);
  const effects = { notify: vi.fn(), goToOtp: vi.fn(), goToResetPassword: vi.fn(), goToLogin: vi.fn(), goToForgotPassword: vi.fn() };
  const otp = otpMachine.provide({
    actors: { verifyOtp: services.actors.verifyOtp, resendOtp: services.actors.resendOtp },
    actions: { notify: vi.fn<(args: unknown, params: unknown) => void>() },
  });
  const actor = createActor(
    passwordResetMachine.provide({
      actors: { forgotPassword: services.actors.forgotPassword, resetPassword: services.actors.resetPassword, otp },
      actions: effects,
    }),
  ).start();
  const state = () => actor.getSnapshot();
  const child = () => state().children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  return { actor, services, effects, state, child };
}

async function atCode() {
  const reset = startReset();
  reset.actor.send({ type: 'forgot.submit', form: fx.emailForm });
  await reset.services.succeed('forgotPassword', fx.codeSent);
  return reset;
}

async function choosing() {
  const reset = await atCode();
  reset.child()!.send({ type: 'otp.submit', form: fx.otpForm });
  await reset.services.succeed('verifyOtp', fx.resetGrant);
  expect(reset.state().value).toBe('choosingPassword');
  return reset;
}

describe('password reset: forgot → code → new password → login', () => {
  it('rejects an invalid email and asks for nothing', () => {
    const { actor, state, services } = startReset();
    actor.send({ type: 'forgot.submit', form: fx.emailFormBroken });
    expect(state().value).toBe('idle');
    expect(state().context.fieldErrors).toEqual({ email: 'emailInvalid' });
    actor.send({ type: 'forgot.submit', form: { email: '' } });
    expect(state().context.fieldErrors).toEqual({ email: 'emailRequired' });
    expect(services.calls).toHaveLength(0);
  });

  it('runs the whole flow with the trimmed email, the grant and the new password', async () => {
    const { actor, services, state, effects, child } = startReset();
    actor.send({ type: 'forgot.submit', form: fx.emailForm });
    const forgot = services.pending('forgotPassword');
    expect(forgot.input).toEqual({ email: 'ava@example.com' });
    expect(forgot.signal).toBeInstanceOf(AbortSignal);
    await services.succeed('forgotPassword', fx.codeSent);
    expect(state().value).toBe('verifying');
    expect(effects.notify).toHaveBeenLastCalledWith(expect.anything(), { kind: 'success', message: Messages.otpSent });
    expect(effects.goToOtp).toHaveBeenCalledOnce();

    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    expect(services.pending('verifyOtp').input).toEqual({ email: 'ava@example.com', otp: '123456' });
    await services.succeed('verifyOtp', fx.resetGrant);
    expect(state().value).toBe('choosingPassword');
    expect(state().context.grant).toEqual({ userId: 'u-7', resetToken: 'reset-token' });
    expect(effects.goToResetPassword).toHaveBeenCalledOnce();

    actor.send({ type: 'reset.submit', form: fx.newPasswordMismatch });
    expect(state().value).toBe('choosingPassword');
    expect(state().context.fieldErrors).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    expect(services.callsOf('resetPassword')).toHaveLength(0);

    actor.send({ type: 'reset.submit', form: fx.newPasswordForm });
    expect(state().value).toBe('resetting');
    expect(state().context.fieldErrors).toEqual({});
    const reset = services.pending('resetPassword');
    expect(reset.input).toEqual({ userId: 'u-7', resetToken: 'reset-token', newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' });
    expect(reset.signal).toBeInstanceOf(AbortSignal);
    await services.succeed('resetPassword', fx.passwordWasReset);

    expect(state().value).toBe('idle');
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    expect(effects.notify).toHaveBeenLastCalledWith(expect.anything(), { kind: 'success', message: Messages.passwordReset });
    expect(state().context).toMatchObject({ email: '', grant: null, fieldErrors: {} });
  });

  it('checks the new password against the rule and the confirmation length', async () => {
    const { actor, state } = await choosing();
    actor.send({ type: 'reset.submit', form: { newPassword: 'weak', confirmPassword: 'weak' } });
    expect(state().context.fieldErrors).toEqual({ newPassword: 'passwordRule', confirmPassword: 'minimum8' });
  });

  it("an unknown email shows the server's message on the email form", async () => {
    const { actor, services, state, effects } = startReset();
    actor.send({ type: 'forgot.submit', form: fx.emailForm });
    await services.fail('forgotPassword', fx.userNotFound);
    expect(state().value).toBe('idle');
    expect(state().context.failure?.message).toBe(Messages.userNotFound);
    expect(effects.goToOtp).not.toHaveBeenCalled();
  });

  it('a grant that is not a reset grant returns to the email form (the page too) with resetTokenInvalid', async () => {
    const { services, state, effects, child } = await atCode();
    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(state().value).toBe('idle');
    expect(state().context.failure?.message).toBe(Messages.resetTokenInvalid);
    expect(state().context.grant).toBeNull();
    expect(effects.goToForgotPassword).toHaveBeenCalledOnce();
    expect(effects.goToResetPassword).not.toHaveBeenCalled();
    expect(effects.goToLogin).not.toHaveBeenCalled();
  });

  it('a reset grant without its token is refused too', async () => {
    const { services, state, effects, child } = await atCode();
    child()!.send({ type: 'otp.submit', form: fx.otpForm });
    await services.succeed('verifyOtp', { ...fx.resetGrant, resetToken: undefined });
    expect(state().value).toBe('idle');
    expect(state().context.failure?.message).toBe(Messages.resetTokenInvalid);
    expect(effects.goToForgotPassword).toHaveBeenCalledOnce();
  });

  it('a reset grant goes to the new password form, not back to the email form', async () => {
    const { effects } = await choosing();
    expect(effects.goToResetPassword).toHaveBeenCalledOnce();
    expect(effects.goToForgotPassword).not.toHaveBeenCalled();
  });

  it("a refused reset returns to the new password form with the server's message", async () => {
    const { actor, services, state, effects } = await choosing();
    actor.send({ type: 'reset.submit', form: fx.newPasswordForm });
    await services.fail('resetPassword', fx.resetTokenExpired);
    expect(state().value).toBe('choosingPassword');
    expect(state().context.failure?.message).toBe(Messages.resetTokenInvalid);
    expect(state().context.grant).toEqual({ userId: 'u-7', resetToken: 'reset-token' });
    expect(effects.goToLogin).not.toHaveBeenCalled();
    actor.send({ type: 'reset.submit', form: fx.newPasswordForm });
    expect(state().context.failure).toBeNull();
    expect(services.callsOf('resetPassword')).toHaveLength(2);
  });
});

describe('password reset: forgot.cancel from anywhere', () => {
  const states = {
    // With the failure of a refused email on the form: a cancel clears it too.
    idle: async () => {
      const reset = startReset();
      reset.actor.send({ type: 'forgot.submit', form: fx.emailForm });
      await reset.services.fail('forgotPassword', fx.userNotFound);
      expect(reset.state().context.failure?.message).toBe(Messages.userNotFound);
      return reset;
    },
    requestingCode: async () => {
      const reset = startReset();
      reset.actor.send({ type: 'forgot.submit', form: fx.emailForm });
      return reset;
    },
    verifying: async () => {
      const reset = await atCode();
      reset.child()!.send({ type: 'otp.submit', form: fx.otpForm });
      return reset;
    },
    // With the failure of a refused reset on the form.
    choosingPassword: async () => {
      const reset = await choosing();
      reset.actor.send({ type: 'reset.submit', form: fx.newPasswordForm });
      await reset.services.fail('resetPassword', fx.resetTokenExpired);
      expect(reset.state().context.failure?.message).toBe(Messages.resetTokenInvalid);
      return reset;
    },
    resetting: async () => {
      const reset = await choosing();
      reset.actor.send({ type: 'reset.submit', form: fx.newPasswordForm });
      return reset;
    },
  };

  it.each(Object.keys(states) as Array<keyof typeof states>)(
    'from %s: back to idle, everything forgotten, calls in flight aborted',
    async (name) => {
      const reset = await states[name]();
      expect(reset.state().value).toBe(name);
      const inFlight = reset.services.calls.filter((call) => !call.settled);
      reset.actor.send({ type: 'forgot.cancel' });
      expect(reset.state().value).toBe('idle');
      expect(reset.state().context).toEqual({ email: '', grant: null, fieldErrors: {}, failure: null });
      expect(reset.child()).toBeUndefined();
      for (const call of inFlight) expect(call.signal.aborted, call.src).toBe(true);
      expect(reset.effects.goToLogin).not.toHaveBeenCalled();
    },
  );
});
