import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { otpMachine } from '../../../src/machines/otp.machine';
import { signupMachine } from '../../../src/machines/signup.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { signupEvents, signupOtp } from './events';
import { describeEvent, modelPaths, replay } from './model';

const paths = modelPaths(signupMachine, signupEvents, { child: signupOtp });

function expectedEffects(events: AnyEventObject[]) {
  const count = (prefix: string) => events.filter((event) => describeEvent(event).startsWith(prefix)).length;
  return {
    notify: count('register ✓'),
    goToOtp: count('register ✓') + count('verification.start'),
    requestLogin: count('verifyOtp ✓'),
    otpNotify: count('resendOtp ✓'),
  };
}

describe('signup model (with its OTP child): every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(40);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['register', 'verifyOtp', 'resendOtp']);
      const effects = { notify: vi.fn(), goToOtp: vi.fn(), requestLogin: vi.fn() };
      const otpNotify = vi.fn();
      const otp = otpMachine.provide({
        actors: { verifyOtp: services.actors.verifyOtp, resendOtp: services.actors.resendOtp },
        actions: { notify: otpNotify },
      });
      const machine = signupMachine.provide({ actors: { register: services.actors.register, otp }, actions: effects });
      await replay(
        signupMachine,
        path,
        () => ({
          actor: createActor(machine).start(),
          calls: services.calls,
          afterStep: (step) => {
            const counted = { ...Object.fromEntries(Object.entries(effects).map(([n, spy]) => [n, spy.mock.calls.length])), otpNotify: otpNotify.mock.calls.length };
            expect(counted, `effects after step ${step}`).toEqual(expectedEffects(path.events.slice(0, step)));
            // The verified account logs in with the credentials it signed up (or logged in) with.
            for (const [, params] of effects.requestLogin.mock.calls) expect(params).toEqual(fx.credentials);
            for (const call of services.callsOf('register')) expect(call.input).toEqual(fx.signupForm);
            for (const call of services.callsOf('verifyOtp')) expect(call.input).toEqual({ email: fx.credentials.email, otp: fx.otpForm.otp });
            for (const call of services.callsOf('resendOtp')) expect(call.input).toEqual({ email: fx.credentials.email });
          },
        }),
        { child: signupOtp },
      );
    });
  }
});
