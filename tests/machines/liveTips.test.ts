import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract/messages';
import { liveMenuTipMachine } from '../../src/machines/liveMenuTip.machine';
import { liveTipsSetupMachine } from '../../src/machines/liveTipsSetup.machine';
import { liveViewerListMachine, type LiveViewerEntry } from '../../src/machines/liveViewerList.machine';
import { liveTipsErrors } from '../../src/validation/live';
import { moneyRefs } from './money.fixtures';

// Issue 32: the host's goal and menu editor, their viewer list, and a viewer's menu tip.
describe('live tip goal, menu and viewer list machines', () => {
  it('the goal and menu rules: blank is none; coins 1..1,000,000 with a label; at most 10 items, each labelled and priced', () => {
    expect(liveTipsErrors({ goalCoins: '', goalLabel: '', menu: [] })).toEqual({ items: {} });
    expect(liveTipsErrors({ goalCoins: '0', goalLabel: '', menu: [] })).toEqual({
      goalCoins: 'liveGoalRange',
      goalLabel: 'liveGoalLabelRequired',
      items: {},
    });
    expect(liveTipsErrors({ goalCoins: '1000001', goalLabel: 'x'.repeat(61), menu: [] })).toMatchObject({
      goalCoins: 'liveGoalRange',
      goalLabel: 'liveGoalLabelTooLong',
    });
    const errors = liveTipsErrors({
      goalCoins: '',
      goalLabel: '',
      menu: [
        { label: 'Song', price: '50' },
        { label: '', price: '0' },
      ],
    });
    expect(errors.items).toEqual({ 1: { label: 'liveMenuLabelRequired', price: 'liveMenuPriceMin' } });
  });

  it('the editor refuses to save until valid, then saves the goal and menu and says so', async () => {
    const refs = moneyRefs();
    const saved: unknown[] = [];
    const actor = createActor(
      liveTipsSetupMachine.provide({
        actors: {
          saveTips: fromPromise(async ({ input }) => {
            saved.push(input);
            return { message: Messages.liveSetupSaved };
          }),
        },
      }),
      { input: { streamId: 'AbCdE12345', goal: null, menu: [], toasts: refs.toasts } },
    ).start();
    actor.send({ type: 'tips.goalLabel', value: 'Dance' });
    actor.send({ type: 'tips.save' });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(saved).toEqual([]);
    actor.send({ type: 'tips.goalCoins', value: '5e0+0' });
    expect(actor.getSnapshot().context.fields.goalCoins).toBe('500');
    for (let i = 0; i < 12; i++) actor.send({ type: 'tips.addItem' });
    expect(actor.getSnapshot().context.fields.menu).toHaveLength(10);
    for (let i = 9; i >= 1; i--) actor.send({ type: 'tips.removeItem', index: i });
    actor.send({ type: 'tips.item', index: 0, field: 'label', value: 'Song request' });
    actor.send({ type: 'tips.item', index: 0, field: 'price', value: '50' });
    actor.send({ type: 'tips.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && saved.length === 1);
    expect(saved).toEqual([{ streamId: 'AbCdE12345', goal: { coins: 500, label: 'Dance' }, menu: [{ label: 'Song request', price: 50 }] }]);
    expect(refs.shown()).toEqual([{ kind: 'success', message: Messages.liveSetupSaved }]);
  });

  it('a menu tip sends the item and its price with a new key each time, sets the balance, and toasts a refusal', async () => {
    const refs = moneyRefs();
    const sent: { itemId: string; price: number; idempotencyKey: string }[] = [];
    let refuse = false;
    const actor = createActor(
      liveMenuTipMachine.provide({
        actors: {
          tipItem: fromPromise(async ({ input }) => {
            sent.push(input);
            if (refuse) throw Object.assign(new Error(Messages.liveMenuPriceChanged), { status: 409 });
            return { message: Messages.liveTipSent, walletBalance: 950 };
          }),
        },
      }),
      { input: { streamId: 'AbCdE12345', attemptSeed: 'seed1234', toasts: refs.toasts, wallet: refs.wallet } },
    ).start();
    const item = { id: 'm1', label: 'Song request', price: 50 };
    actor.send({ type: 'menuTip.send', item });
    // One at a time: a second tap while sending is not a second tip.
    actor.send({ type: 'menuTip.send', item });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(sent).toEqual([{ streamId: 'AbCdE12345', itemId: 'm1', price: 50, idempotencyKey: 'seed1234-1' }]);
    expect(refs.balances()).toEqual([950]);
    refuse = true;
    actor.send({ type: 'menuTip.send', item });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && sent.length === 2);
    expect(sent[1]!.idempotencyKey).toBe('seed1234-2');
    expect(refs.shown().map((notice) => notice.message)).toEqual([Messages.liveTipSent, Messages.liveMenuPriceChanged]);
  });

  it('the viewer list loads when opened and again when the audience changes, even mid-load', async () => {
    const answers: LiveViewerEntry[][] = [
      [],
      [{ user: { id: '9', name: 'Fabio Fan', username: 'fabio', photo: null }, joinedAt: '2026-11-28T00:00:00Z' }],
    ];
    let calls = 0;
    let release!: () => void;
    const actor = createActor(
      liveViewerListMachine.provide({
        actors: {
          loadViewers: fromPromise(async () => {
            const answer = answers[Math.min(calls, answers.length - 1)]!;
            calls += 1;
            if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
            return answer;
          }),
        },
      }),
      { input: { streamId: 'AbCdE12345' } },
    ).start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'viewers.open' });
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    actor.send({ type: 'viewers.changed' });
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'shown' }));
    expect(calls).toBe(2);
    expect(actor.getSnapshot().context.viewers.map((one) => one.user.name)).toEqual(['Fabio Fan']);
    actor.send({ type: 'viewers.close' });
    actor.send({ type: 'viewers.changed' });
    expect(calls).toBe(2);
  });
});
