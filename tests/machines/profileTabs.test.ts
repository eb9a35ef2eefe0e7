import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract';
import { profileSubscriptionMachine } from '../../src/machines/profileSubscription.machine';
import { profileTabOf, profileTabsMachine, type ProfileCounts } from '../../src/machines/profileTabs.machine';
import type { MySubscription } from '../../src/machines/subscription';
import { appRefs } from './appRefs';
import { offline, subscription } from './subscriptions.fixtures';

const counts: ProfileCounts = { posts: 12, photos: 42, videos: 7, audios: 1, locked: 3 };

function startTabs(loadCounts: () => Promise<ProfileCounts> = async () => counts, tab = profileTabOf('?tab=media')) {
  const shown: string[] = [];
  const load = vi.fn(loadCounts);
  const machine = profileTabsMachine.provide({
    actors: { loadCounts: fromPromise(() => load()) },
    actions: { showTab: (_, next) => shown.push(next) },
  });
  const actor = createActor(machine, { input: { userId: '8', path: '/user-profile/8', tab } }).start();
  return { actor, shown, load };
}

describe('profile tabs machine', () => {
  it('reads the tab from the address; anything unknown is Posts', () => {
    expect(profileTabOf('?tab=media')).toBe('media');
    expect(profileTabOf('tab=locked&x=1')).toBe('locked');
    expect(profileTabOf('?tab=secret')).toBe('posts');
    expect(profileTabOf('')).toBe('posts');
  });

  it('opens on the asked tab, labels the tabs with the counts, and the address follows a change of tab only', async () => {
    const { actor, shown, load } = startTabs();
    expect(actor.getSnapshot().context.tab).toBe('media');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.counts).toEqual(counts);
    expect(load).toHaveBeenCalledTimes(1);

    actor.send({ type: 'tab.select', tab: 'media' });
    expect(shown).toEqual([]);
    actor.send({ type: 'tab.select', tab: 'locked' });
    actor.send({ type: 'tab.select', tab: 'posts' });
    expect(actor.getSnapshot().context.tab).toBe('posts');
    expect(shown).toEqual(['locked', 'posts']);
    // Choosing a tab asks nothing again: the counts stay.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed count leaves the tabs usable and is tried again on retry or refresh', async () => {
    let fail = true;
    const { actor, load } = startTabs(async () => {
      if (fail) throw offline;
      return counts;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe(Messages.somethingWentWrong);
    actor.send({ type: 'tab.select', tab: 'locked' });
    expect(actor.getSnapshot().context.tab).toBe('locked');
    fail = false;
    actor.send({ type: 'counts.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ counts, failure: null });
    actor.send({ type: 'counts.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});

function startSubscription(
  found: MySubscription | null,
  change?: (input: { action: string; subscriptionId: string }) => Promise<MySubscription>,
) {
  const refs = appRefs();
  const changeSubscription = vi.fn(
    change ??
      (async ({ action }: { action: string }) => ({
        ...found!,
        renews: action === 'renew',
        nextPackage: action === 'renew' ? found!.nextPackage : null,
      })),
  );
  const machine = profileSubscriptionMachine.provide({
    actors: {
      loadSubscription: fromPromise(async () => found),
      changeSubscription: fromPromise(async ({ input }) => ({
        message: input.action === 'cancel' ? Messages.subscriptionCancelled : Messages.subscriptionRenewed,
        subscription: await changeSubscription(input),
      })),
    },
  });
  const actor = createActor(machine, { input: { creatorId: 'c5', toasts: refs.toasts } }).start();
  return { actor, refs, changeSubscription };
}

describe('profile subscription machine', () => {
  it('no running subscription: nothing to switch', async () => {
    const { actor, changeSubscription } = startSubscription(null);
    await waitFor(actor, (snapshot) => snapshot.matches('none'));
    actor.send({ type: 'autoRenew.set', on: false });
    expect(actor.getSnapshot().matches('none')).toBe(true);
    expect(changeSubscription).not.toHaveBeenCalled();
  });

  it('turning auto-renew off asks first; confirmed, it cancels the renewal and says so; on again renews', async () => {
    const { actor, refs, changeSubscription } = startSubscription(subscription('5'));
    await waitFor(actor, (snapshot) => snapshot.matches({ subscribed: 'idle' }));
    // Already on: switching it on is no change.
    actor.send({ type: 'autoRenew.set', on: true });
    expect(actor.getSnapshot().matches({ subscribed: 'idle' })).toBe(true);

    actor.send({ type: 'autoRenew.set', on: false });
    expect(actor.getSnapshot().matches({ subscribed: 'confirming' })).toBe(true);
    actor.send({ type: 'autoRenew.dismiss' });
    expect(actor.getSnapshot().matches({ subscribed: 'idle' })).toBe(true);
    expect(changeSubscription).not.toHaveBeenCalled();

    actor.send({ type: 'autoRenew.set', on: false });
    actor.send({ type: 'autoRenew.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ subscribed: 'idle' }));
    expect(changeSubscription).toHaveBeenLastCalledWith({ action: 'cancel', subscriptionId: '5' });
    expect(actor.getSnapshot().context.subscription).toMatchObject({ renews: false, nextPackage: null });
    expect(refs.shown()).toContainEqual({ kind: 'success', message: Messages.subscriptionCancelled });

    actor.send({ type: 'autoRenew.set', on: true });
    actor.send({ type: 'autoRenew.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ subscribed: 'idle' }));
    expect(changeSubscription).toHaveBeenLastCalledWith({ action: 'renew', subscriptionId: '5' });
    expect(actor.getSnapshot().context.subscription?.renews).toBe(true);
  });

  it('a refused change keeps the subscription as it was and shows the server’s words', async () => {
    const { actor, refs } = startSubscription(subscription('5'), async () => {
      throw { message: Messages.subscriptionEnded, status: 400 };
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ subscribed: 'idle' }));
    actor.send({ type: 'autoRenew.set', on: false });
    actor.send({ type: 'autoRenew.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ subscribed: 'idle' }));
    expect(actor.getSnapshot().context.subscription?.renews).toBe(true);
    expect(refs.shown()).toContainEqual({ kind: 'error', message: Messages.subscriptionEnded });
  });
});
