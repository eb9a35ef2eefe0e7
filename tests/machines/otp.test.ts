import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { otpMachine } from '../../src/machines/otp.machine';
import { deferredServices } from './fakeServices';
import * as fx from './fixtures';

function startOtp() {
  const services = deferredServices(['verifyOtp', 'resendOtp']);
  const notify = vi.fn();
  const actor = createActor(otpMachine.provide({ actors: services.actors, actions: { notify } }), {
    input: { email: fx.credentials.email },
  }).start();
  return { actor, services, notify, state: () => actor.getSnapshot() };
}

describe('otp: the 6-digit code', () => {
  it.each(['12a4', '12345', '1234567', ''])('rejects %j with otpInvalidFormat and verifies nothing', (otp) => {
    const { actor, services, state } = startOtp();
    actor.send({ type: 'otp.submit', form: { otp } });
    expect(state().value).toBe('entering');
    expect(state().context.fieldErrors).toEqual({ otp: 'otpInvalidFormat' });
    expect(services.calls).toHaveLength(0);
  });

  it('verifies the code for the email with an AbortSignal and ends with the grant as output', async () => {
    const { actor, services, state } = startOtp();
    actor.send({ type: 'otp.submit', form: fx.otpFormBroken });
    actor.send({ type: 'otp.submit', form: fx.otpForm });
    expect(state().value).toBe('verifying');
    expect(state().context.fieldErrors).toEqual({});
    const verify = services.pending('verifyOtp');
    expect(verify.input).toEqual({ email: 'ava@example.com', otp: '123456' });
    expect(verify.signal).toBeInstanceOf(AbortSignal);
    await services.succeed('verifyOtp', fx.verifyGrant);
    expect(state().status).toBe('done');
    expect(state().output).toEqual(fx.verifyGrant);
  });

  it("a wrong code shows the server's message, clears the code and lets the person try again", async () => {
    const { actor, services, state } = startOtp();
    actor.send({ type: 'otp.submit', form: fx.otpForm });
    await services.fail('verifyOtp', fx.otpWrong);
    expect(state().value).toBe('entering');
    expect(state().context.failure?.message).toBe(Messages.otpWrong);
    expect(state().context.otp).toBe('');
    actor.send({ type: 'otp.submit', form: fx.otpForm });
    expect(state().context.failure).toBeNull();
    expect(services.pending('verifyOtp').input).toEqual({ email: 'ava@example.com', otp: '123456' });
  });

  it('resending asks for a new code for the email and shows the notice', async () => {
    const { actor, services, state, notify } = startOtp();
    actor.send({ type: 'otp.submit', form: fx.otpForm });
    await services.fail('verifyOtp', fx.otpWrong);
    actor.send({ type: 'otp.resend' });
    expect(state().value).toBe('resending');
    const resend = services.pending('resendOtp');
    expect(resend.input).toEqual({ email: 'ava@example.com' });
    expect(resend.signal).toBeInstanceOf(AbortSignal);
    await services.succeed('resendOtp', fx.otpSent);
    expect(state().value).toBe('entering');
    expect(state().context.failure).toBeNull();
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), { kind: 'success', message: Messages.otpSent });
  });

  it("a failed resend shows the server's message and no notice", async () => {
    const { actor, services, state, notify } = startOtp();
    actor.send({ type: 'otp.resend' });
    await services.fail('resendOtp', fx.tooManyRequests);
    expect(state().value).toBe('entering');
    expect(state().context.failure?.message).toBe(Messages.tooManyRequests);
    expect(notify).not.toHaveBeenCalled();
  });

  it('ignores a submit while a resend runs', () => {
    const { actor, services, state } = startOtp();
    actor.send({ type: 'otp.resend' });
    actor.send({ type: 'otp.submit', form: fx.otpForm });
    expect(state().value).toBe('resending');
    expect(services.callsOf('verifyOtp')).toHaveLength(0);
  });
});
