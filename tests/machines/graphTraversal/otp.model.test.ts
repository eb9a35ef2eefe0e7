import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { otpMachine } from '../../../src/machines/otp.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { otpEvents } from './events';
import { describeEvent, modelPaths, replay } from './model';

const input = { email: fx.credentials.email };
const paths = modelPaths(otpMachine, otpEvents({ verify: fx.verifyGrant }), { input });

describe('OTP model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['verifyOtp', 'resendOtp']);
      const notify = vi.fn();
      const actor = createActor(otpMachine.provide({ actors: services.actors, actions: { notify } }), { input }).start();
      await replay(
        otpMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            otp: (snapshot) => expect(snapshot.context.email).toBe(input.email),
            // Waiting for a code: nothing runs and no code is kept.
            'otp.entering': (snapshot, open) => {
              expect([...open('verifyOtp'), ...open('resendOtp')]).toEqual([]);
              expect(snapshot.context.otp).toBe('');
            },
            'otp.verifying': (_, open) =>
              expect(open('verifyOtp').map((call) => call.input)).toEqual([{ email: input.email, otp: fx.otpForm.otp }]),
            'otp.resending': (_, open) => expect(open('resendOtp').map((call) => call.input)).toEqual([{ email: input.email }]),
            'otp.verified': (snapshot) => {
              expect(snapshot.status).toBe('done');
              expect(snapshot.context.grant).toEqual(fx.verifyGrant);
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            expect(notify, `notices after step ${step}`).toHaveBeenCalledTimes(taken.filter((l) => l === 'resendOtp ✓ sent').length);
            for (const [, notice] of notify.mock.calls) expect(notice).toEqual({ kind: 'success', message: fx.otpSent.message });
            // The grant is the machine's output, for the parent to act on.
            if (actor.getSnapshot().status === 'done') expect(actor.getSnapshot().output).toEqual(fx.verifyGrant);
          },
        }),
        { input },
      );
    });
  }
});
