import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { Messages } from '../../../contract/messages';
import { longLived } from '../../../src/app/root/area';
import { rootMachine } from '../../../src/app/root/app';
import { postStoreMachine, visiblePosts } from '../../../src/machines/postStore.machine';
import { safetyMachine, type ReportSubject } from '../../../src/machines/safety.machine';
import { toastMachine } from '../../../src/machines/toast.machine';
import { userStoreMachine } from '../../../src/machines/userStore.machine';
import { deferredServices, settle } from '../fakeServices';
import { storePost } from '../posts.fixtures';

/**
 * The safety dialogs as a person sees them (issue 28), a model with no effects: report needs a reason (and words for
 * "other"), block asks first; every path is replayed on the real safety machine with the stores and the toasts.
 */
const viewModel = createMachine({
  id: 'safetyView',
  initial: 'closed',
  states: {
    closed: { meta: { dialog: null }, on: { OPEN: 'chooseReason', ASK_BLOCK: 'confirmingBlock' } },
    chooseReason: {
      meta: { dialog: 'report', reason: null, problem: null },
      on: { SUBMIT: 'reasonMissing', SPAM: 'ready', OTHER: 'wordsMissing', CANCEL: 'closed' },
    },
    reasonMissing: {
      meta: { dialog: 'report', reason: null, problem: Messages.reportReasonRequired },
      on: { SPAM: 'ready', OTHER: 'wordsMissing', CANCEL: 'closed' },
    },
    wordsMissing: {
      meta: { dialog: 'report', reason: 'other', problem: null },
      on: { SUBMIT: 'wordsRequired', TYPE: 'otherReady', SPAM: 'ready', CANCEL: 'closed' },
    },
    wordsRequired: {
      meta: { dialog: 'report', reason: 'other', problem: Messages.reportTextRequired },
      on: { TYPE: 'otherReady', CANCEL: 'closed' },
    },
    ready: { meta: { dialog: 'report', reason: 'spam', problem: null }, on: { SUBMIT: 'sending', CANCEL: 'closed' } },
    otherReady: { meta: { dialog: 'report', reason: 'other', problem: null }, on: { SUBMIT: 'sending', CANCEL: 'closed' } },
    sending: { meta: { dialog: 'report', sending: true }, on: { OK: 'reported', FAIL: 'refused' } },
    reported: { meta: { dialog: null, reported: true } },
    refused: { meta: { dialog: null, refused: true } },
    confirmingBlock: { meta: { dialog: 'block' }, on: { CONFIRM: 'blocking', CANCEL: 'closed' } },
    blocking: { meta: { dialog: 'block', sending: true }, on: { OK: 'blocked', FAIL: 'refused' } },
    blocked: { meta: { dialog: null, blocked: true } },
  },
});

interface Meta {
  dialog: 'report' | 'block' | null;
  reason?: string | null;
  problem?: string | null;
  sending?: boolean;
  reported?: boolean;
  refused?: boolean;
  blocked?: boolean;
}

const AUTHOR = { id: '7', name: 'Theo Vance' };
const WORDS = 'Asks my fans for money';
const subjects: ReportSubject[] = [
  { kind: 'post', postId: '1', author: AUTHOR },
  { kind: 'person', person: AUTHOR },
];

function startApp() {
  const services = deferredServices(['sendReport', 'setBlocked']);
  const root = createActor(
    rootMachine({
      toasts: longLived(toastMachine),
      userStore: longLived(userStoreMachine),
      postStore: longLived(postStoreMachine),
      safety: longLived(safetyMachine.provide({ actors: services.actors })),
    }),
  ).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  get('userStore').send({ type: 'people.received', people: [{ id: AUTHOR.id, isFollowing: true, followersCount: 3 }] });
  // Two posts of the author and one of someone else.
  get('postStore').send({
    type: 'posts.received',
    posts: [storePost('1'), storePost('2'), storePost('3', { author: { ...storePost('3').author, id: '9' } })],
  });
  const listed = () => visiblePosts(get('postStore').getSnapshot().context, ['1', '2', '3']).map((post) => post.id);
  const toasts = () =>
    (get('toasts').getSnapshot().context.toasts as Array<{ kind: string; message: unknown }>).map(({ kind, message }) => ({
      kind,
      message,
    }));
  const safety = () => get('safety').getSnapshot();
  return { services, get, listed, toasts, safety };
}

const events = ['OPEN', 'ASK_BLOCK', 'SUBMIT', 'SPAM', 'OTHER', 'TYPE', 'CANCEL', 'OK', 'FAIL', 'CONFIRM'].map((type) => ({ type }));
const simplePaths = getSimplePaths(viewModel, { events });
const shortestPaths = getShortestPaths(viewModel, { events });

describe.each(subjects)('safety model ($kind): every simple path replayed on the safety machine and the stores', (subject) => {
  it('reaches every state of the model', () => {
    const reached = new Set(simplePaths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(viewModel.config.states!).sort());
    expect(shortestPaths.length).toBe(Object.keys(viewModel.config.states!).length);
  });

  for (const path of simplePaths) {
    const steps = path.steps.slice(1);
    const title = steps.map((step) => step.event.type).join(' → ') || 'start';
    it(`${title} ⇒ ${String(path.state.value)}`, async () => {
      const app = startApp();
      const check = (meta: Meta) => {
        const { report, block } = app.safety().context;
        expect(report ? 'report' : block ? 'block' : null).toBe(meta.dialog);
        if (meta.dialog === 'report' && !meta.sending) {
          expect(report?.reason ?? null).toBe(meta.reason);
          expect(report?.problem ?? null).toBe(meta.problem);
        }
        const open = app.services.calls.filter((call) => !call.settled);
        expect(open.length).toBe(meta.sending ? 1 : 0);
        const author = app.get('userStore').getSnapshot().context.people[AUTHOR.id];
        expect(author.isBlocked ?? false).toBe(!!meta.blocked);
        // A block ends the follow at once; the author's posts leave every list. A reported post leaves the reporter's lists.
        if (meta.blocked) expect(author.isFollowing).toBe(false);
        expect(app.listed()).toEqual(meta.blocked ? ['3'] : meta.reported && subject.kind === 'post' ? ['2', '3'] : ['1', '2', '3']);
        const expectedToasts = meta.reported
          ? [{ kind: 'success', message: subject.kind === 'post' ? Messages.postReported : Messages.userReported }]
          : meta.blocked
            ? [{ kind: 'success', message: Messages.userBlocked }]
            : meta.refused
              ? [{ kind: 'error', message: 'You have already reported this user' }]
              : [];
        expect(app.toasts()).toEqual(expectedToasts);
      };
      check(path.steps[0]!.state.getMeta()['safetyView.closed'] as Meta);
      let asked = { reason: '', text: '' };
      for (const step of steps) {
        const safety = app.get('safety');
        switch (step.event.type) {
          case 'OPEN':
            safety.send({ type: 'report.open', subject });
            break;
          case 'ASK_BLOCK':
            safety.send({ type: 'block.ask', person: AUTHOR, block: true });
            break;
          case 'SUBMIT':
            safety.send({ type: 'report.submit' });
            break;
          case 'SPAM':
            asked = { ...asked, reason: 'spam' };
            safety.send({ type: 'report.reason', reason: 'spam' });
            break;
          case 'OTHER':
            asked = { ...asked, reason: 'other' };
            safety.send({ type: 'report.reason', reason: 'other' });
            break;
          case 'TYPE':
            asked = { ...asked, text: WORDS };
            safety.send({ type: 'report.text', text: WORDS });
            break;
          case 'CANCEL':
            safety.send({ type: 'safety.cancel' });
            break;
          case 'CONFIRM':
            safety.send({ type: 'block.confirm' });
            break;
          case 'OK': {
            const call = app.services.calls.find((pending) => !pending.settled)!;
            if (call.src === 'sendReport') {
              // The request carries the subject, the reason and, for other, the words.
              expect(call.input).toEqual({ subject, ...asked });
              await app.services.succeed('sendReport', { message: 'ok' });
            } else {
              expect(call.input).toEqual({ userId: AUTHOR.id, block: true });
              await app.services.succeed('setBlocked', { message: Messages.userBlocked });
            }
            break;
          }
          case 'FAIL': {
            const call = app.services.calls.find((pending) => !pending.settled)!;
            await app.services.fail(
              call.src as 'sendReport' | 'setBlocked',
              Object.assign(new Error('You have already reported this user'), { status: 409 }),
            );
            break;
          }
        }
        await settle();
        check(step.state.getMeta()[`safetyView.${String(step.state.value)}`] as Meta);
      }
    });
  }
});

describe('safety machine rules', () => {
  it('the words of "other" go with the report, trimmed by the server; a later reason keeps the typed words out of the way', async () => {
    const app = startApp();
    const safety = app.get('safety');
    safety.send({ type: 'report.open', subject: subjects[1]! });
    safety.send({ type: 'report.reason', reason: 'other' });
    safety.send({ type: 'report.text', text: 'x'.repeat(501) });
    safety.send({ type: 'report.submit' });
    expect(app.safety().context.report?.problem).toBe(Messages.reportTextTooLong);
    safety.send({ type: 'report.text', text: WORDS });
    safety.send({ type: 'report.submit' });
    expect(app.services.pending('sendReport').input).toEqual({ subject: subjects[1], reason: 'other', text: WORDS });
  });

  it('unblock asks, then lifts the block in the user store', async () => {
    const app = startApp();
    app.get('userStore').send({ type: 'person.patched', id: AUTHOR.id, patch: { isBlocked: true } });
    app.get('safety').send({ type: 'block.ask', person: AUTHOR, block: false });
    expect(app.safety().context.block).toEqual({ person: AUTHOR, block: false });
    app.get('safety').send({ type: 'block.confirm' });
    expect(app.services.pending('setBlocked').input).toEqual({ userId: AUTHOR.id, block: false });
    await app.services.succeed('setBlocked', { message: Messages.userUnblocked });
    await settle();
    expect(app.get('userStore').getSnapshot().context.people[AUTHOR.id].isBlocked).toBe(false);
    expect(app.toasts()).toEqual([{ kind: 'success', message: Messages.userUnblocked }]);
  });
});
