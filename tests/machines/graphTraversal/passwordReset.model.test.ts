import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { otpMachine } from '../../../src/machines/otp.machine';
import { passwordResetMachine } from '../../../src/machines/passwordReset.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { passwordResetEvents, passwordResetOtp } from './events';
import { describeEvent, modelPaths, replay } from './model';

const paths = modelPaths(passwordResetMachine, passwordResetEvents, { child: passwordResetOtp });

function expectedEffects(events: AnyEventObject[]) {
  const count = (prefix: string) => events.filter((event) => describeEvent(event).startsWith(prefix)).length;
  return {
    notify: count('forgotPassword ✓') + count('resetPassword ✓'),
    goToOtp: count('forgotPassword ✓'),
    goToResetPassword: count('verifyOtp ✓ reset') + count('resetPassword ✗'),
    goToLogin: count('resetPassword ✓'),
    // A signup code answering a reset sends the person back to the email form.
    goToForgotPassword: count('verifyOtp ✓ verify'),
    otpNotify: count('resendOtp ✓'),
  };
}

describe('password reset model (with its OTP child): every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(30);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['forgotPassword', 'resetPassword', 'verifyOtp', 'resendOtp']);
      const effects = { notify: vi.fn(), goToOtp: vi.fn(), goToResetPassword: vi.fn(), goToLogin: vi.fn(), goToForgotPassword: vi.fn() };
      const otpNotify = vi.fn();
      const otp = otpMachine.provide({
        actors: { verifyOtp: services.actors.verifyOtp, resendOtp: services.actors.resendOtp },
        actions: { notify: otpNotify },
      });
      const machine = passwordResetMachine.provide({
        actors: { forgotPassword: services.actors.forgotPassword, resetPassword: services.actors.resetPassword, otp },
        actions: effects,
      });
      const actor = createActor(machine).start();
      await replay(
        passwordResetMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            // A reset grant is held exactly while the new password is chosen and sent.
            passwordReset: (snapshot) =>
              expect(snapshot.context.grant !== null).toBe(snapshot.matches('choosingPassword') || snapshot.matches('resetting')),
            'passwordReset.idle': (snapshot, open) => {
              expect([...open('forgotPassword'), ...open('resetPassword')]).toEqual([]);
              expect(snapshot.children.otp).toBeUndefined();
            },
            'passwordReset.requestingCode': (snapshot, open) => {
              expect(open('forgotPassword').map((call) => call.input)).toEqual([{ email: fx.credentials.email }]);
              expect(snapshot.context.email).toBe(fx.credentials.email);
            },
            'passwordReset.verifying': (snapshot) =>
              expect((snapshot.children.otp as AnyActorRef | undefined)?.getSnapshot().context.email).toBe(fx.credentials.email),
            'passwordReset.choosingPassword': (snapshot, open) => {
              expect(snapshot.context.grant).toEqual({ userId: 'u-7', resetToken: 'reset-token' });
              expect(open('resetPassword')).toEqual([]);
            },
            'passwordReset.resetting': (_, open) =>
              expect(open('resetPassword').map((call) => call.input)).toEqual([
                { userId: 'u-7', resetToken: 'reset-token', ...fx.newPasswordForm },
              ]),
          },
          afterStep: (step) => {
            const last = step > 0 ? describeEvent(path.events[step - 1]!) : 'init';
            if (last === 'forgot.cancel') {
              expect(actor.getSnapshot().context, 'a cancel forgets everything').toEqual({
                email: '',
                grant: null,
                fieldErrors: {},
                failure: null,
              });
            }
            if (last === 'verifyOtp ✓ verify') {
              expect(actor.getSnapshot().value).toBe('idle');
              expect(actor.getSnapshot().context.failure?.message).toBe(Messages.resetTokenInvalid);
            }
            const counted = {
              ...Object.fromEntries(Object.entries(effects).map(([n, spy]) => [n, spy.mock.calls.length])),
              otpNotify: otpNotify.mock.calls.length,
            };
            expect(counted, `effects after step ${step}`).toEqual(expectedEffects(path.events.slice(0, step)));
            for (const call of services.callsOf('forgotPassword')) expect(call.input).toEqual({ email: fx.credentials.email });
            for (const call of services.callsOf('verifyOtp'))
              expect(call.input).toEqual({ email: fx.credentials.email, otp: fx.otpForm.otp });
            for (const call of services.callsOf('resetPassword')) {
              expect(call.input).toEqual({ userId: 'u-7', resetToken: 'reset-token', ...fx.newPasswordForm });
            }
          },
        }),
        { child: passwordResetOtp },
      );
    });
  }
});
