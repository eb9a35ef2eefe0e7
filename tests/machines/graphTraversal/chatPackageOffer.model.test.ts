import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract/messages';
import { chatPackageOfferMachine } from '../../../src/machines/chatPackageOffer.machine';
import { toastsSpy } from '../chat.fixtures';
import { deferredServices, settle } from '../fakeServices';
import * as fx from '../packages.fixtures';
import { activeIds, answers, describeEvent, labelled, modelPaths, replay, stateIds, statesAlong } from './model';

const { toasts, notices } = toastsSpy();
const PARTNER_USER = '11';
const input = { toUserId: PARTNER_USER, toasts };
const mine = [fx.pkg('7', 'Beach days'), fx.pkg('8', 'Studio')];
/** The server's refusal when the partner does not follow the viewer. */
const notFollower = { message: Messages.forbidden, status: 403 };

const events: AnyEventObject[] = [
  labelled('offer.send 8', { type: 'offer.send', packageId: '8' }),
  labelled('offer.send 99 (not listed)', { type: 'offer.send', packageId: '99' }),
  labelled('offer.retry', { type: 'offer.retry' }),
  ...answers(chatPackageOfferMachine, 'chatPackageOffer.loading', 'loadPackages', {
    done: { two: mine, none: [] },
    error: { offline: fx.offline },
  }),
  ...answers(chatPackageOfferMachine, 'chatPackageOffer.sending', 'sendPackage', {
    done: { sent: { message: Messages.packageSent, sent: 1 } },
    error: { notFollower },
  }),
];

const options = { input };
const paths = modelPaths(chatPackageOfferMachine, events, options);

describe('chat package offer model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

  it('reaches every state (loaded only passes through)', () => {
    const reached = new Set(paths.flatMap((path) => statesAlong(chatPackageOfferMachine, path, options).flatMap(activeIds)));
    expect(stateIds(chatPackageOfferMachine.root).filter((id) => !reached.has(id))).toEqual(['chatPackageOffer.loaded']);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPackages', 'sendPackage']);
      notices.length = 0;
      const actor = createActor(chatPackageOfferMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        chatPackageOfferMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            chatPackageOffer: () => {},
            // One read of the viewer's own packages, no refusal shown while it runs.
            'chatPackageOffer.loading': (snapshot, open) => {
              expect(open('loadPackages').map((call) => call.input)).toEqual([{}]);
              expect(snapshot.context.failure).toBeNull();
            },
            'chatPackageOffer.failed': (snapshot) => {
              expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
              expect(snapshot.context.packages).toEqual([]);
            },
            'chatPackageOffer.loaded': () => {},
            // No package yet: nothing can be sent.
            'chatPackageOffer.empty': (snapshot) => {
              expect(snapshot.context.packages).toEqual([]);
              expect(services.callsOf('sendPackage')).toEqual([]);
            },
            'chatPackageOffer.choosing': (snapshot, open) => {
              expect(snapshot.context.packages).toEqual(mine);
              expect(open('sendPackage')).toEqual([]);
            },
            // The chosen package, by its name, to this conversation's partner only.
            'chatPackageOffer.sending': (_, open) =>
              expect(open('sendPackage').map((call) => call.input)).toEqual([{ packageId: '8', title: 'Studio', userIds: [PARTNER_USER] }]),
            'chatPackageOffer.sent': () => expect(notices.at(-1)).toEqual({ kind: 'success', message: Messages.packageSent }),
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            const { context } = actor.getSnapshot();
            // A package that is not the viewer's is never sent.
            expect(services.callsOf('sendPackage').every((call) => (call.input as { packageId: string }).packageId === '8')).toBe(true);
            // One call per step into sending: a Send taken in the list, never one more.
            const into = path.places.slice(1, step + 1).filter((place) => JSON.parse(place)[0] === 'sending').length;
            expect(services.callsOf('sendPackage')).toHaveLength(into);
            // The refusal is said (toast and in the list) and the list stays.
            if (taken.at(-1) === 'sendPackage ✗ notFollower') {
              expect(notices.at(-1)).toEqual({ kind: 'error', message: Messages.forbidden });
              expect(context.failure?.message).toBe(Messages.forbidden);
            }
            if (!taken.includes('sendPackage ✓ sent')) expect(notices.filter((notice) => notice.kind === 'success')).toEqual([]);
          },
        }),
        options,
      );
    });
  }
});

describe('chat package offer: once per package, stopped with the popup', () => {
  const start = async () => {
    const services = deferredServices(['loadPackages', 'sendPackage']);
    const actor = createActor(chatPackageOfferMachine.provide({ actors: services.actors }), { input }).start();
    await services.succeed('loadPackages', mine);
    return { services, actor };
  };

  it('a double click on Send (or Send on another package meanwhile) sends once', async () => {
    const { services, actor } = await start();
    actor.send({ type: 'offer.send', packageId: '7' });
    actor.send({ type: 'offer.send', packageId: '7' });
    actor.send({ type: 'offer.send', packageId: '8' });
    await settle();
    expect(services.callsOf('sendPackage').map((call) => call.input)).toEqual([
      { packageId: '7', title: 'Beach days', userIds: [PARTNER_USER] },
    ]);
    await services.succeed('sendPackage', { message: Messages.packageSent, sent: 1 });
    actor.send({ type: 'offer.send', packageId: '7' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(services.callsOf('sendPackage')).toHaveLength(1);
  });

  it('closing the popup (stopping the actor) aborts the offer on its way', async () => {
    const { services, actor } = await start();
    actor.send({ type: 'offer.send', packageId: '7' });
    await settle();
    const [call] = services.callsOf('sendPackage');
    expect(call!.signal.aborted).toBe(false);
    actor.stop();
    expect(call!.signal.aborted).toBe(true);
  });

  it('closing while the list loads aborts the read', async () => {
    const services = deferredServices(['loadPackages', 'sendPackage']);
    const actor = createActor(chatPackageOfferMachine.provide({ actors: services.actors }), { input }).start();
    const [call] = services.callsOf('loadPackages');
    actor.stop();
    expect(call!.signal.aborted).toBe(true);
    expect(services.callsOf('sendPackage')).toEqual([]);
  });
});
