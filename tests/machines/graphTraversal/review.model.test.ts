import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { PAGE_SIZE } from '../../../contract/rules';
import { adminQueueMachine } from '../../../src/machines/adminQueue.machine';
import { bankingMachine } from '../../../src/machines/banking.machine';
import { payoutMachine, type PayoutLine, type WithdrawableView } from '../../../src/machines/payout.machine';
import { verificationMachine, type VerificationView } from '../../../src/machines/verification.machine';
import { emptyBankForm, type BankForm } from '../../../src/validation/review';
import { deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { activeIds, answers, describeEvent, labelled, modelPaths, replay, stateIds, statesAlong, type ModelOptions } from './model';

const refs = fx.moneyRefs();
const offline = { message: Messages.somethingWentWrong, status: 500 };

// ---- Verification
const none: VerificationView = {
  status: 'NOT_APPLIED',
  comment: '',
  documentType: null,
  imageUrl: null,
  selfieUrl: null,
  submittedAt: null,
};
const rejected: VerificationView = {
  ...none,
  status: 'REJECTED',
  comment: 'The note is not readable',
  documentType: 'PASSPORT',
  imageUrl: '/media/a?sig=1',
  selfieUrl: '/media/b?sig=1',
  submittedAt: '2026-01-01T00:00:00Z',
};
const pending: VerificationView = { ...rejected, status: 'PENDING', comment: '' };
const idImage = { name: 'id.png', size: 2048, type: 'image/png' };
const selfie = { name: 'selfie.jpg', size: 4096, type: 'image/jpeg' };
const notAnImage = { name: 'id.mp4', size: 2048, type: 'video/mp4' };

const verificationEvents: AnyEventObject[] = [
  labelled('retry', { type: 'verification.retry' }),
  labelled('type passport', { type: 'verification.documentType', documentType: 'PASSPORT' }),
  labelled('image id.png', { type: 'verification.image', file: idImage }),
  labelled('image id.mp4', { type: 'verification.image', file: notAnImage }),
  labelled('selfie', { type: 'verification.selfie', file: selfie }),
  labelled('submit', { type: 'verification.submit' }),
  labelled('refresh', { type: 'verification.refresh' }),
  ...answers(verificationMachine, 'verification.loading', 'loadVerification', {
    done: { notApplied: none, rejected, pending },
    error: { offline },
  }),
  ...answers(verificationMachine, 'verification.refreshing', 'loadVerification', {
    done: { 'again rejected': rejected, 'still pending': pending },
    error: { 'again offline': offline },
  }),
  ...answers(verificationMachine, 'verification.uploading', 'submitVerification', {
    done: { sent: { message: Messages.documentsUploaded, verification: pending } },
    error: { refused: { message: Messages.documentNotFound, status: 400 } },
  }),
];
const verificationModel: ModelOptions = {
  input: { toasts: refs.toasts },
  vertex: (snapshot) => [snapshot.context.documentType !== null, snapshot.context.image?.name ?? null, snapshot.context.selfie !== null],
};

// ---- Banking
const filled: BankForm = {
  holderName: 'Clara',
  bankName: 'Bank',
  accountNumber: 'IT60X054',
  country: 'Italy',
  state: 'ER',
  city: 'Bologna',
  routing: '0542',
  address: 'Via 1',
  swiftCode: '5428',
};
const letters: BankForm = { ...filled, swiftCode: 'ABCD' };
const masked: BankForm = { ...filled, accountNumber: '•••• X054' };
const bankingEvents: AnyEventObject[] = [
  labelled('retry', { type: 'banking.retry' }),
  labelled('submit filled', { type: 'banking.submit', form: filled }),
  labelled('submit empty', { type: 'banking.submit', form: emptyBankForm }),
  labelled('submit letters in swift', { type: 'banking.submit', form: letters }),
  ...answers(bankingMachine, 'banking.loading', 'loadBank', { done: { none: null, saved: masked }, error: { offline } }),
  ...answers(bankingMachine, 'banking.saving', 'saveBank', {
    done: { saved: { message: Messages.bankSaved, bank: masked } },
    error: { offline },
  }),
];

// ---- Payout
const withdrawable: WithdrawableView = { coins: 180, cents: 180, coinValueCents: 1, nextWithdrawAt: null, hasBank: true };
const line = (id: string, status: PayoutLine['status'] = 'PENDING'): PayoutLine => ({
  id,
  amount: 50,
  amountCents: 50,
  requestedAt: '2026-01-01T00:00:00Z',
  status,
  comment: '',
});
const fullHistory = (from: number) => Array.from({ length: PAGE_SIZE }, (_, index) => line(String(from + index), 'PAID'));
const payoutEvents: AnyEventObject[] = [
  labelled('retry', { type: 'payout.retry' }),
  labelled('submit 50', { type: 'payout.submit', amount: '50' }),
  labelled('submit 0', { type: 'payout.submit', amount: '0' }),
  labelled('submit 999', { type: 'payout.submit', amount: '999' }),
  labelled('more', { type: 'payout.more' }),
  ...answers(payoutMachine, 'payout.loading', 'loadPayouts', {
    done: {
      'full page': { withdrawable, history: fullHistory(100) },
      'one line': { withdrawable, history: [line('1', 'PAID')] },
      empty: { withdrawable, history: [] },
    },
    error: { offline },
  }),
  ...answers(payoutMachine, 'payout.ready.form.requesting', 'requestPayout', {
    done: {
      requested: {
        message: Messages.payoutRequested,
        payout: line('9'),
        withdrawable: { ...withdrawable, coins: 130, cents: 130, nextWithdrawAt: '2026-01-02T00:00:00Z' },
      },
    },
    error: { tooSoon: { message: Messages.payoutOncePerDay, status: 429 } },
  }),
  ...answers(payoutMachine, 'payout.ready.history.loading', 'loadHistoryPage', {
    done: { 'full page': fullHistory(200), 'last page': [line('0', 'REJECTED')] },
    error: { offline },
  }),
];
// Whether more pages may come is the history's state now, not context a guard reads.
const payoutModel: ModelOptions = { input: { toasts: refs.toasts } };

// ---- Admin queue
const queuePage = (from: number) => Array.from({ length: PAGE_SIZE }, (_, index) => ({ id: String(from + index) }));
const queueEvents: AnyEventObject[] = [
  labelled('retry', { type: 'queue.retry' }),
  labelled('more', { type: 'queue.more' }),
  labelled('approve 1', { type: 'queue.decide', decision: { id: '1', approve: true, comment: '' } }),
  labelled('reject 1 without reason', { type: 'queue.decide', decision: { id: '1', approve: false, comment: ' ' } }),
  labelled('reject 1 blurry', { type: 'queue.decide', decision: { id: '1', approve: false, comment: 'Blurry' } }),
  ...answers(adminQueueMachine, 'adminQueue.loading', 'loadQueue', {
    done: { 'full page': queuePage(1), two: [{ id: '1' }, { id: '2' }], none: [] },
    error: { offline },
  }),
  ...answers(adminQueueMachine, 'adminQueue.deciding', 'decide', {
    done: { decided: { message: Messages.verificationApproved } },
    error: { taken: { message: Messages.alreadyDecided, status: 409 } },
  }),
  ...answers(adminQueueMachine, 'adminQueue.loadingMore', 'loadQueue', {
    done: { 'full page': queuePage(101), 'last page': [{ id: '300' }] },
    error: { offline },
  }),
];
const queueModel: ModelOptions = {
  input: { toasts: refs.toasts, kind: 'verifications' },
  vertex: (snapshot) => [snapshot.context.hasMore, snapshot.context.items.length > 0],
};

// ---- Reported people: a suspension asks once before it goes; dismissing does not
const peopleEvents: AnyEventObject[] = [
  labelled('retry', { type: 'queue.retry' }),
  labelled('suspend 1', { type: 'queue.decide', decision: { id: '1', approve: true, comment: '' } }),
  labelled('dismiss 1', { type: 'queue.decide', decision: { id: '1', approve: false, comment: '' } }),
  labelled('confirm', { type: 'queue.confirm' }),
  labelled('cancel', { type: 'queue.cancel' }),
  ...answers(adminQueueMachine, 'adminQueue.loading', 'loadQueue', { done: { two: [{ id: '1' }, { id: '2' }] }, error: { offline } }),
  ...answers(adminQueueMachine, 'adminQueue.deciding', 'decide', {
    done: { decided: { message: Messages.personSuspended } },
    error: { taken: { message: Messages.alreadySuspended, status: 409 } },
  }),
];
const peopleModel: ModelOptions = {
  input: { toasts: refs.toasts, kind: 'people' },
  vertex: (snapshot) => [snapshot.context.items.length, snapshot.context.pending?.approve ?? null],
};

describe('review machines: every state is reachable', () => {
  const models = [
    ['verification', verificationMachine, verificationEvents, verificationModel],
    ['banking', bankingMachine, bankingEvents, { input: { toasts: refs.toasts } }],
    ['payout', payoutMachine, payoutEvents, payoutModel],
  ] as const;
  for (const [name, machine, events, options] of models) {
    it(name, () => {
      const reached = new Set(
        modelPaths(machine, events, options).flatMap((path) => statesAlong(machine, path, options).flatMap(activeIds)),
      );
      expect(stateIds(machine.root).filter((id) => !reached.has(id))).toEqual([]);
    });
  }
  it('adminQueue, its kinds together (only reported people confirm first)', () => {
    const reached = new Set(
      [
        [queueEvents, queueModel],
        [peopleEvents, peopleModel],
      ].flatMap(([events, options]) =>
        modelPaths(adminQueueMachine, events as AnyEventObject[], options as ModelOptions).flatMap((path) =>
          statesAlong(adminQueueMachine, path, options as ModelOptions).flatMap(activeIds),
        ),
      ),
    );
    expect(stateIds(adminQueueMachine.root).filter((id) => !reached.has(id))).toEqual([]);
  });
});

describe('verification model: every path replayed on a live actor', () => {
  const paths = modelPaths(verificationMachine, verificationEvents, verificationModel);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadVerification', 'submitVerification']);
      refs.reset();
      const actor = createActor(verificationMachine.provide({ actors: services.actors }), { input: { toasts: refs.toasts } }).start();
      await replay(
        verificationMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            verification: () => {},
            'verification.loading': (_snapshot, open) => expect(open('loadVerification')).toHaveLength(1),
            'verification.failed': (snapshot) => expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong),
            // Pending or verified: no form, nothing being sent.
            'verification.waiting': (snapshot, open) => {
              expect(['PENDING', 'VERIFIED']).toContain(snapshot.context.verification?.status);
              expect(open('submitVerification')).toEqual([]);
            },
            // Not applied or rejected: the form (a rejection keeps its reason in view).
            // Read again with the status still shown: one read, the last status kept until the answer.
            'verification.refreshing': (snapshot, open) => {
              expect(open('loadVerification')).toHaveLength(1);
              expect(['PENDING', 'VERIFIED']).toContain(snapshot.context.verification?.status);
            },
            'verification.editing': (snapshot) => expect(['NOT_APPLIED', 'REJECTED']).toContain(snapshot.context.verification?.status),
            // Sent only when all three are there and the image is an image.
            'verification.uploading': (_snapshot, open) =>
              expect(open('submitVerification').map((call) => call.input)).toEqual([{ documentType: 'PASSPORT', image: idImage, selfie }]),
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            const { context } = actor.getSnapshot();
            if (taken.at(-1) === 'submit' && actor.getSnapshot().matches('editing'))
              expect(Object.values(context.fieldErrors).some(Boolean)).toBe(true);
            if (taken.includes('submitVerification ✓ sent')) {
              expect(context.verification).toEqual(pending);
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.documentsUploaded });
            }
          },
        }),
        verificationModel,
      );
    });
  }
});

describe('banking model: every path replayed on a live actor', () => {
  const options = { input: { toasts: refs.toasts } };
  const paths = modelPaths(bankingMachine, bankingEvents, options);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadBank', 'saveBank']);
      refs.reset();
      const actor = createActor(bankingMachine.provide({ actors: services.actors }), options).start();
      await replay(
        bankingMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            banking: () => {},
            'banking.loading': (_snapshot, open) => expect(open('loadBank')).toHaveLength(1),
            'banking.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'banking.editing': (_snapshot, open) => expect(open('saveBank')).toEqual([]),
            // Only a valid form goes out.
            'banking.saving': (_snapshot, open) => expect(open('saveBank').map((call) => call.input)).toEqual([filled]),
          },
          afterStep: (step) => {
            const last = path.events.slice(0, step).map(describeEvent).at(-1);
            const { fieldErrors, saved } = actor.getSnapshot().context;
            if (last === 'submit empty')
              expect(fieldErrors).toMatchObject({ holderName: 'bankHolderNameRequired', swiftCode: 'bankSwiftCodeRequired' });
            if (last === 'submit letters in swift') expect(fieldErrors).toEqual({ swiftCode: 'onlyDigits' });
            if (last === 'saveBank ✓ saved') expect(saved?.accountNumber).toBe('•••• X054');
          },
        }),
        options,
      );
    });
  }
});

describe('payout model: every path replayed on a live actor', () => {
  const paths = modelPaths(payoutMachine, payoutEvents, payoutModel);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPayouts', 'loadHistoryPage', 'requestPayout']);
      refs.reset();
      const actor = createActor(payoutMachine.provide({ actors: services.actors }), { input: { toasts: refs.toasts } }).start();
      await replay(
        payoutMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            payout: () => {},
            'payout.loading': (_snapshot, open) => expect(open('loadPayouts')).toHaveLength(1),
            'payout.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'payout.ready': (snapshot) => expect(snapshot.context.withdrawable).not.toBeNull(),
            'payout.ready.form': () => {},
            'payout.ready.form.idle': (_snapshot, open) => expect(open('requestPayout')).toEqual([]),
            // Only an amount above 0 and within the withdrawable coins is requested.
            'payout.ready.form.requesting': (_snapshot, open) =>
              expect(open('requestPayout').map((call) => call.input)).toEqual([{ amount: 50 }]),
            'payout.ready.history': (snapshot) => expect(snapshot.context.page).toBeGreaterThanOrEqual(1),
            'payout.ready.history.ready': (_snapshot, open) => expect(open('loadHistoryPage')).toEqual([]),
            'payout.ready.history.exhausted': (_snapshot, open) => expect(open('loadHistoryPage')).toEqual([]),
            // A later page that failed: the list stays (the failure shows until the next request), Load more asks it again.
            'payout.ready.history.failed': (snapshot, open) => {
              expect(snapshot.context.page).toBeLessThan(snapshot.context.requested);
              expect(open('loadHistoryPage')).toEqual([]);
            },
            'payout.ready.history.loading': (snapshot, open) =>
              expect(open('loadHistoryPage').map((call) => call.input)).toEqual([{ page: snapshot.context.page + 1 }]),
          },
          afterStep: (step) => {
            const last = path.events.slice(0, step).map(describeEvent).at(-1);
            const { amountError, history, withdrawable: now } = actor.getSnapshot().context;
            if (last === 'submit 0') expect(amountError).toBe('payoutAmountPositive');
            if (last === 'submit 999') expect(amountError).toBe('payoutAmountTooBig');
            if (last === 'requestPayout ✓ requested') {
              expect(history[0]?.id).toBe('9');
              expect(now?.coins).toBe(130);
            }
            if (last === 'loadHistoryPage ✗ offline') expect(actor.getSnapshot().context.failure).not.toBeNull();
            if (last === 'requestPayout ✗ tooSoon') expect(actor.getSnapshot().context.failure?.message).toBe(Messages.payoutOncePerDay);
          },
        }),
        payoutModel,
      );
    });
  }
});

describe('admin queue model: every path replayed on a live actor', () => {
  const paths = modelPaths(adminQueueMachine, queueEvents, queueModel);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadQueue', 'decide']);
      refs.reset();
      const actor = createActor(adminQueueMachine.provide({ actors: services.actors }), {
        input: { toasts: refs.toasts, kind: 'verifications' },
      }).start();
      await replay(
        adminQueueMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            adminQueue: () => {},
            'adminQueue.loading': (_snapshot, open) =>
              expect(open('loadQueue').map((call) => call.input)).toEqual([{ kind: 'verifications', page: 1 }]),
            'adminQueue.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'adminQueue.ready': (_snapshot, open) => expect(open('decide')).toEqual([]),
            // A rejection goes out only with its reason.
            'adminQueue.deciding': (snapshot, open) => {
              const [call] = open('decide');
              expect(call?.input).toMatchObject({ kind: 'verifications', id: '1' });
              expect(
                (call?.input as { approve: boolean; comment: string }).approve || (call?.input as { comment: string }).comment === 'Blurry',
              ).toBe(true);
              expect(snapshot.context.deciding).toBe('1');
            },
            'adminQueue.loadingMore': (snapshot, open) =>
              expect(open('loadQueue').map((call) => call.input)).toEqual([{ kind: 'verifications', page: snapshot.context.page + 1 }]),
            // Only a suspension asks first.
            'adminQueue.confirming': () => expect.unreachable('a verification decision asks no confirmation'),
          },
          afterStep: (step) => {
            const last = path.events.slice(0, step).map(describeEvent).at(-1);
            const { items, reasonError } = actor.getSnapshot().context;
            if (last === 'reject 1 without reason') expect(reasonError).toEqual({ id: '1', message: 'rejectReasonRequired' });
            if (last === 'decide ✓ decided') expect(items.map((item) => item.id)).not.toContain('1');
            if (last === 'decide ✗ taken') expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.alreadyDecided });
          },
        }),
        queueModel,
      );
    });
  }
});

describe('reported people model: every path replayed on a live actor', () => {
  const paths = modelPaths(adminQueueMachine, peopleEvents, peopleModel);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadQueue', 'decide']);
      refs.reset();
      const actor = createActor(adminQueueMachine.provide({ actors: services.actors }), {
        input: { toasts: refs.toasts, kind: 'people' },
      }).start();
      const steps = path.events.map(describeEvent);
      await replay(
        adminQueueMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            adminQueue: () => {},
            'adminQueue.loading': (_snapshot, open) =>
              expect(open('loadQueue').map((call) => call.input)).toEqual([{ kind: 'people', page: 1 }]),
            'adminQueue.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'adminQueue.ready': (snapshot, open) => {
              expect(open('decide')).toEqual([]);
              expect(snapshot.context.pending).toBeNull();
            },
            // Nothing goes out while the admin has not confirmed.
            'adminQueue.confirming': (snapshot, open) => {
              expect(open('decide')).toEqual([]);
              expect(snapshot.context.pending).toEqual({ id: '1', approve: true, comment: '' });
            },
            // A suspension only after its confirmation; a dismissal at once.
            'adminQueue.deciding': (_snapshot, open) => {
              const [call] = open('decide');
              const input = call?.input as { kind: string; id: string; approve: boolean };
              expect(input).toMatchObject({ kind: 'people', id: '1' });
              const asked = steps.slice(0, steps.lastIndexOf('suspend 1') + 1).length > 0 && steps.includes('confirm');
              if (input.approve) expect(asked).toBe(true);
            },
            'adminQueue.loadingMore': () => {},
          },
          afterStep: (step) => {
            const last = steps.slice(0, step).at(-1);
            const { items } = actor.getSnapshot().context;
            // Cancelled: nothing went out, the list is as it was.
            if (last === 'cancel') expect(items.length + (steps.slice(0, step).includes('decide ✓ decided') ? 1 : 0)).toBe(2);
            if (last === 'decide ✓ decided') expect(items.map((item) => item.id)).not.toContain('1');
            if (last === 'decide ✗ taken') expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.alreadySuspended });
          },
        }),
        peopleModel,
      );
    });
  }
});

describe('Load more shows only while the server may have more', () => {
  it('payout history: one line (a short first page) has no more; a full page has; a short next page ends it', async () => {
    const services = deferredServices(['loadPayouts', 'loadHistoryPage', 'requestPayout']);
    const start = () => createActor(payoutMachine.provide({ actors: services.actors }), { input: { toasts: refs.toasts } }).start();
    const short = start();
    await services.succeed('loadPayouts', { withdrawable, history: [line('1', 'PAID')] });
    expect(short.getSnapshot().matches({ ready: { history: 'exhausted' } })).toBe(true);
    short.stop();
    const full = start();
    await services.succeed('loadPayouts', { withdrawable, history: fullHistory(100) });
    expect(full.getSnapshot().matches({ ready: { history: 'ready' } })).toBe(true);
    full.send({ type: 'payout.more' });
    await services.succeed('loadHistoryPage', [line('0', 'REJECTED')]);
    expect(full.getSnapshot().matches({ ready: { history: 'exhausted' } })).toBe(true);
    expect(full.getSnapshot().context.history).toHaveLength(PAGE_SIZE + 1);
  });

  it('admin queue: one request has no more; a full page has; a short next page ends it', async () => {
    const services = deferredServices(['loadQueue', 'decide']);
    const start = () =>
      createActor(adminQueueMachine.provide({ actors: services.actors }), {
        input: { toasts: refs.toasts, kind: 'verifications' },
      }).start();
    const short = start();
    await services.succeed('loadQueue', [{ id: '1' }]);
    expect(short.getSnapshot().context.hasMore).toBe(false);
    short.stop();
    const full = start();
    await services.succeed('loadQueue', queuePage(1));
    expect(full.getSnapshot().context.hasMore).toBe(true);
    full.send({ type: 'queue.more' });
    await services.succeed('loadQueue', [{ id: '300' }]);
    expect(full.getSnapshot().context.hasMore).toBe(false);
  });
});
