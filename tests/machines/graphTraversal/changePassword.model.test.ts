import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { changePasswordMachine } from '../../../src/machines/changePassword.machine';
import type { Notice } from '../../../src/machines/notice';
import { validateChangePassword, type ChangePasswordForm } from '../../../src/validation/forms';
import { appRefs } from '../appRefs';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, unreachedStates, labelled, modelPaths, replay } from './model';

const form: ChangePasswordForm = { oldPassword: 'Secret#123', newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' };
const mismatch: ChangePasswordForm = { ...form, confirmPassword: 'Brand#New0' };
const wrongOldPassword = { message: Messages.wrongCredentials, status: 400 };

const events: AnyEventObject[] = [
  labelled('submit a good form', { type: 'password.submit', form }),
  labelled('submit a mismatch', { type: 'password.submit', form: mismatch }),
  ...answers(changePasswordMachine, 'changePassword.saving', 'changePassword', {
    done: { changed: { message: Messages.passwordChanged } },
    error: { wrongOldPassword, offline: fx.offline },
  }),
];
const { toasts } = appRefs();
const input = { toasts };
const paths = modelPaths(changePasswordMachine, events, { input });

/** What the form shows after the steps taken, from the spec's rules (Settings → Change Password), not from the machine. */
function expected(taken: AnyEventObject[]) {
  let fieldErrors = {};
  let failure: string | null = null;
  let revision = 0;
  const notices: Notice[] = [];
  for (const event of taken) {
    const label = describeEvent(event);
    if (event.type === 'password.submit') {
      failure = null;
      fieldErrors = label === 'submit a mismatch' ? validateChangePassword(mismatch) : {};
    } else if (label === 'changePassword ✓ changed') {
      // The form starts empty again and a toast says so.
      revision += 1;
      notices.push({ kind: 'success', message: Messages.passwordChanged });
    } else if (label === 'changePassword ✗ wrongOldPassword') failure = Messages.wrongCredentials;
    else if (label === 'changePassword ✗ offline') failure = 'offline';
  }
  return { fieldErrors, failure, revision, notices };
}

describe('change password model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
  it('reaches every state', () => expect(unreachedStates(changePasswordMachine, [{ paths, options: { input } }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['changePassword']);
      const notices: Notice[] = [];
      const actor = createActor(
        changePasswordMachine.provide({ actors: services.actors, actions: { notify: (_, notice: Notice) => notices.push(notice) } }),
        { input },
      ).start();
      await replay(
        changePasswordMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            changePassword: (snapshot) => expect(snapshot.context.toasts).toBe(toasts),
            // The form takes input; nothing is on its way.
            'changePassword.editing': (_, open) => expect(open('changePassword')).toEqual([]),
            // The form as typed, once, with no error showing.
            'changePassword.saving': (snapshot, open) => {
              expect(open('changePassword').map((call) => call.input)).toEqual([form]);
              expect(snapshot.context.fieldErrors).toEqual({});
              expect(snapshot.context.failure).toBeNull();
            },
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            const { context } = actor.getSnapshot();
            expect(context.fieldErrors).toEqual(want.fieldErrors);
            expect(context.revision).toBe(want.revision);
            expect(notices).toEqual(want.notices);
            if (want.failure === 'offline') expect(context.failure?.message).toBe(Messages.somethingWentWrong);
            else expect(context.failure?.message ?? null).toBe(want.failure);
            // A form the rules refuse is never sent.
            for (const call of services.calls) expect(call.input).toEqual(form);
          },
        }),
        { input },
      );
    });
  }
});
