import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { authMachine } from '../../../src/machines/auth.machine';
import { localeMachine } from '../../../src/machines/locale.machine';
import { pagedFeedMachine } from '../../../src/machines/pagedFeed.machine';
import { otpMachine } from '../../../src/machines/otp.machine';
import { passwordResetMachine } from '../../../src/machines/passwordReset.machine';
import { signupMachine } from '../../../src/machines/signup.machine';
import { toastMachine } from '../../../src/machines/toast.machine';
import { uploadMachine } from '../../../src/machines/upload.machine';
import * as fx from '../fixtures';
import { authEvents, localeEvents, pagedFeedEvents, pagedFeedInput, otpEvents, passwordResetEvents, passwordResetOtp, signupEvents, signupOtp } from './events';
import { activeIds, modelPaths, stateIds, statesAlong, type ModelOptions } from './model';
import { uploadEvents, uploadModel } from './upload.events';

const models: Array<[string, AnyStateMachine, AnyEventObject[], ModelOptions]> = [
  ['auth', authMachine, authEvents, {}],
  ['signup', signupMachine, signupEvents, { child: signupOtp }],
  ['otp', otpMachine, otpEvents({ verify: fx.verifyGrant }), { input: { email: fx.credentials.email } }],
  ['passwordReset', passwordResetMachine, passwordResetEvents, { child: passwordResetOtp }],
  ['locale', localeMachine, localeEvents, { input: { locale: 'en' }, vertex: (locale) => locale.context.locale }],
  ['pagedFeed', pagedFeedMachine, pagedFeedEvents, { input: pagedFeedInput }],
  ['toasts', toastMachine, [], {}],
  ['upload', uploadMachine, uploadEvents, uploadModel],
];

/** States the machines gained or renamed lately: named here so that they are known to exist, not only reached. */
const named: Record<string, string[]> = {
  auth: ['auth.authenticating.admin', 'auth.authenticating.chat', 'auth.authenticating.undoing', 'auth.loggedIn.viewerUnavailable'],
  locale: ['locale.starting', 'locale.ready', 'locale.switching'],
  signup: ['signup.idle', 'signup.registering', 'signup.verifying', 'otp.verified'],
  pagedFeed: ['pagedFeed.loading', 'pagedFeed.refreshing', 'pagedFeed.ready', 'pagedFeed.exhausted', 'pagedFeed.failed'],
  passwordReset: ['passwordReset.verifying', 'passwordReset.choosingPassword', 'passwordReset.resetting'],
  upload: ['upload.closed', 'upload.open.editing', 'upload.open.notVerified', 'upload.open.uploading', 'upload.open.creating'],
};

describe('every state is reachable', () => {
  for (const [name, machine, events, options] of models) {
    it(`${name}: every state node (and its child's) is on a generated path`, () => {
      const reached = new Set(
        modelPaths(machine, events, options).flatMap((path) => statesAlong(machine, path, options).flatMap(activeIds)),
      );
      const all = [...stateIds(machine.root), ...(options.child ? stateIds(options.child.machine.root) : [])];
      expect(all.filter((id) => !reached.has(id))).toEqual([]);
      expect(all).toEqual(expect.arrayContaining(named[name] ?? []));
      expect(all.length).toBeGreaterThan(0);
    });
  }
});
