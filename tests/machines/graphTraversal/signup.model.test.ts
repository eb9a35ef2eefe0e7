import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import type { Credentials } from '../../../src/machines/auth.machine';
import { otpMachine } from '../../../src/machines/otp.machine';
import { signupMachine } from '../../../src/machines/signup.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { signupEvents, signupOtp } from './events';
import { describeEvent, modelPaths, replay } from './model';

const paths = modelPaths(signupMachine, signupEvents, { child: signupOtp });

/** The credentials the last signup or unverified login of these steps handed in. */
function lastCredentials(events: AnyEventObject[]) {
  const byLabel: Record<string, Credentials> = {
    'signup.submit valid': fx.credentials,
    'verification.start': fx.credentials,
    'verification.start other': fx.otherCredentials,
  };
  const last = events
    .map(describeEvent)
    .filter((label) => label in byLabel)
    .pop();
  return last ? byLabel[last]! : null;
}

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
    expect(paths.length).toBeGreaterThanOrEqual(90);
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
      const actor = createActor(machine).start();
      let checkedCalls = 0;
      let checkedLogins = 0;
      await replay(
        signupMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            // Credentials are held exactly while an account is on its way (registering, then its code).
            signup: (snapshot) => expect(snapshot.context.credentials === null).toBe(snapshot.matches('idle')),
            'signup.idle': (snapshot, open) => {
              expect(open('register')).toEqual([]);
              expect(snapshot.children.otp).toBeUndefined();
            },
            'signup.registering': (snapshot, open) => {
              expect(open('register').map((call) => call.input)).toEqual([fx.signupForm]);
              expect(snapshot.context.credentials).toEqual(fx.credentials);
            },
            // The code step runs for the account held.
            'signup.verifying': (snapshot, open) => {
              expect(open('register')).toEqual([]);
              const otp = snapshot.children.otp as AnyActorRef | undefined;
              expect(otp?.getSnapshot().context.email).toBe(snapshot.context.credentials.email);
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            const counted = {
              ...Object.fromEntries(Object.entries(effects).map(([n, spy]) => [n, spy.mock.calls.length])),
              otpNotify: otpNotify.mock.calls.length,
            };
            expect(counted, `effects after step ${step}`).toEqual(expectedEffects(taken));
            // The code step and the login are for the account handed in last (a later handover restarts the step).
            const credentials = lastCredentials(taken);
            for (const [, params] of effects.requestLogin.mock.calls.slice(checkedLogins)) expect(params).toEqual(credentials);
            checkedLogins = effects.requestLogin.mock.calls.length;
            for (const call of services.calls.slice(checkedCalls)) {
              if (call.src === 'register') expect(call.input).toEqual(fx.signupForm);
              if (call.src === 'verifyOtp') expect(call.input).toEqual({ email: credentials?.email, otp: fx.otpForm.otp });
              if (call.src === 'resendOtp') expect(call.input).toEqual({ email: credentials?.email });
            }
            checkedCalls = services.calls.length;
            const { context, value } = actor.getSnapshot();
            if (value === 'verifying') {
              expect(context.credentials).toEqual(credentials);
              const otp = actor.getSnapshot().children.otp as AnyActorRef | undefined;
              expect(otp?.getSnapshot().context.email, 'the code step is for that account').toBe(credentials?.email);
            }
            // A refused registration forgets the form and the credentials.
            if (step > 0 && describeEvent(path.events[step - 1]!) === 'register ✗ emailTaken') {
              expect(context).toMatchObject({ form: null, credentials: null, failure: { message: Messages.emailTaken } });
            }
          },
        }),
        { child: signupOtp },
      );
    });
  }
});
