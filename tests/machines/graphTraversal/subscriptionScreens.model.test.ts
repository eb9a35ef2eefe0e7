import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../../contract';
import { PAGE_SIZE } from '../../../contract/rules';
import { mySubscribersMachine } from '../../../src/machines/mySubscribers.machine';
import { mySubscriptionsMachine } from '../../../src/machines/mySubscriptions.machine';
import { plansMachine } from '../../../src/machines/plans.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../subscriptions.fixtures';
import { activeIds, describeEvent, modelPaths, replay, stateIds, statesAlong } from './model';
import { mySubscribersEvents, mySubscriptionsEvents, plansEvents } from './subscriptions.events';

const refs = fx.subscribeRefs();

describe('my subscriptions model: every path replayed on a live actor', () => {
  const input = { toasts: refs.toasts };
  // Whether a later page is on its way is context the guard reads: the vertices tell it apart.
  const options = { input, vertex: (snapshot: { context: { requested: number } }) => snapshot.context.requested > 1 };
  const paths = modelPaths(mySubscriptionsMachine, mySubscriptionsEvents, options);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPage', 'changeSubscription']);
      refs.reset();
      const actor = createActor(mySubscriptionsMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        mySubscriptionsMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            mySubscriptions: () => {},
            'mySubscriptions.list': () => {},
            // Page 1 first, then the one after the last that came.
            'mySubscriptions.list.loading': (snapshot, open) => {
              expect(open('loadPage').map((call) => call.input)).toEqual([{ page: snapshot.context.page + 1 }]);
              expect(snapshot.context.requested).toBe(snapshot.context.page + 1);
            },
            'mySubscriptions.list.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'mySubscriptions.list.ready': (snapshot) => expect(snapshot.context.page).toBeGreaterThanOrEqual(1),
            // The end: a short or empty page came; no more is asked.
            'mySubscriptions.list.exhausted': (snapshot, open) => {
              expect(snapshot.context.page).toBeGreaterThanOrEqual(1);
              expect(open('loadPage')).toEqual([]);
            },
            'mySubscriptions.change': () => {},
            'mySubscriptions.change.idle': (snapshot, open) => {
              expect(open('changeSubscription')).toEqual([]);
              expect(snapshot.context.pending).toBeNull();
            },
            // The question is asked; nothing is sent before the yes.
            'mySubscriptions.change.confirming': (snapshot, open) => {
              expect(snapshot.context.pending).not.toBeNull();
              expect(open('changeSubscription')).toEqual([]);
            },
            'mySubscriptions.change.changing': (snapshot, open) =>
              expect(open('changeSubscription').map((call) => call.input)).toEqual([snapshot.context.pending]),
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            // A cancelled subscription stays listed (it runs until expiry), marked as not renewing.
            // (The fake answers with subscription 1, which a list whose first page was full holds.)
            if (taken.includes('changeSubscription ✓ changed') && taken.includes('loadPage ✓ full'))
              expect(actor.getSnapshot().context.subscriptions.find((row) => row.id === '1')?.renews).toBe(false);
            // (The list pages beside the change, so a later toast may follow this one: checked as it comes.)
            if (taken.at(-1) === 'changeSubscription ✗ ended')
              expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.subscriptionEnded });
            // A later page that fails is a toast; the list stays.
            if (taken.at(-1) === 'loadPage ✗ offline' && actor.getSnapshot().matches({ list: 'ready' }))
              expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.somethingWentWrong });
          },
        }),
        options,
      );
    });
  }
});

describe('my subscribers model: every path replayed on a live actor', () => {
  const input = { toasts: refs.toasts };
  // Whether a later page is on its way is context the guard reads: the vertices tell it apart.
  const options = { input, vertex: (snapshot: { context: { requested: number } }) => snapshot.context.requested > 1 };
  const paths = modelPaths(mySubscribersMachine, mySubscribersEvents, options);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPage']);
      refs.reset();
      const actor = createActor(mySubscribersMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        mySubscribersMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            mySubscribers: () => {},
            // Page 1 first, then the one after the last that came.
            'mySubscribers.loading': (snapshot, open) => {
              expect(open('loadPage').map((call) => call.input)).toEqual([{ page: snapshot.context.page + 1 }]);
              expect(snapshot.context.requested).toBe(snapshot.context.page + 1);
            },
            'mySubscribers.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            // A full page promises more; a short one ends the list.
            'mySubscribers.ready': (snapshot) =>
              expect(!snapshot.matches('exhausted')).toBe(
                snapshot.context.subscribers.length > 0 && snapshot.context.subscribers.length % PAGE_SIZE === 0,
              ),
            // The end: the last page was short, or came back empty.
            'mySubscribers.exhausted': (snapshot) => {
              const { subscribers, page } = snapshot.context;
              expect(subscribers.length % PAGE_SIZE !== 0 || subscribers.length === (page - 1) * PAGE_SIZE).toBe(true);
            },
          },
          // A later page that fails is a toast; the list stays.
          afterStep: (step) => {
            if (path.events.slice(0, step).map(describeEvent).at(-1) === 'loadPage ✗ offline' && actor.getSnapshot().matches('ready'))
              expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.somethingWentWrong });
          },
        }),
        options,
      );
    });
  }
});

describe('plans model: every path replayed on a live actor', () => {
  it('reaches every state over both inputs (checking only passes through: it chooses by the verified flag)', () => {
    const reached = new Set(
      [true, false].flatMap((isVerified) => {
        const options = { input: { toasts: refs.toasts, viewerId: '5', isVerified } };
        return modelPaths(plansMachine, plansEvents, options).flatMap((path) =>
          statesAlong(plansMachine, path, options).flatMap(activeIds),
        );
      }),
    );
    expect(stateIds(plansMachine.root).filter((id) => !reached.has(id))).toEqual(['plans.checking']);
  });

  for (const isVerified of [true, false]) {
    const input = { toasts: refs.toasts, viewerId: '5', isVerified };
    const paths = modelPaths(plansMachine, plansEvents, { input });
    it(`generates the paths (verified ${isVerified})`, () => expect(paths.length).toBeGreaterThanOrEqual(1));
    for (const path of paths) {
      it(`${isVerified ? 'verified' : 'unverified'}: ${path.title}`, async () => {
        const services = deferredServices(['loadPlans', 'savePlans']);
        refs.reset();
        const actor = createActor(plansMachine.provide({ actors: services.actors }), { input }).start();
        await replay(
          plansMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              plans: () => {},
              'plans.checking': () => {},
              // 'please verify to create your own plan': nothing read, nothing sent.
              'plans.notVerified': () => {
                expect(isVerified).toBe(false);
                expect(services.calls).toEqual([]);
              },
              'plans.loading': (_, open) => expect(open('loadPlans').map((call) => call.input)).toEqual([{ userId: '5' }]),
              'plans.loadFailed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
              // Typed keys other than digits never land (e E + - .).
              'plans.editing': (snapshot) => {
                expect(snapshot.context.form.monthly).toMatch(/^\d*$/);
                expect(snapshot.context.form.trialDays).toMatch(/^\d*$/);
              },
              // Only a form without errors is sent.
              'plans.saving': (snapshot, open) => {
                expect(snapshot.context.errors).toEqual({});
                expect(open('savePlans').map((call) => call.input)).toEqual([snapshot.context.form]);
              },
            },
          }),
          { input },
        );
      });
    }
  }
});
