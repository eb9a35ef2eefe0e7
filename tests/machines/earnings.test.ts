import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract';
import { earningsMachine, rangeOf, type EarningsRange, type EarningsView, type StatementFile } from '../../src/machines/earnings.machine';
import { appRefs } from './appRefs';

const figures = { gross: 100, fee: 20, net: 80, count: 1 };
const view = (range: EarningsRange): EarningsView => ({
  ...range,
  totals: figures,
  sources: [{ source: 'TIPS', figures }],
  buckets: [{ start: range.from, figures, sources: [{ source: 'TIPS', figures }] }],
  topFans: [],
  subscribers: [{ start: range.from, active: 2, newSubscribers: 1 }],
});

function start(
  loadEarnings: (range: EarningsRange) => Promise<EarningsView>,
  loadStatement?: (input: { month: string }) => Promise<StatementFile>,
) {
  const refs = appRefs();
  const saveStatement = vi.fn();
  const load = vi.fn(loadEarnings);
  const statement = vi.fn(
    loadStatement ?? (async ({ month }: { month: string }) => ({ filename: `earnings-${month}.csv`, csv: 'a,b\r\n' })),
  );
  const machine = earningsMachine.provide({
    actors: {
      loadEarnings: fromPromise(({ input }) => load(input)),
      loadStatement: fromPromise(({ input }) => statement(input)),
    },
    actions: { saveStatement: (_, file) => saveStatement(file) },
  });
  const actor = createActor(machine, { input: { toasts: refs.toasts, today: '2026-11-28' } }).start();
  return { actor, refs, load, statement, saveStatement };
}

describe('earnings machine', () => {
  it('ranges: the last 30 days, the last 12 ISO weeks from a Monday, the last 12 months from the 1st', () => {
    expect(rangeOf('DAY', '2026-11-28')).toEqual({ period: 'DAY', from: '2026-10-30', to: '2026-11-28' });
    // 2026-11-28 is a Saturday: its week began on Monday the 23rd; eleven weeks before that.
    expect(rangeOf('WEEK', '2026-11-28')).toEqual({ period: 'WEEK', from: '2026-09-07', to: '2026-11-28' });
    expect(rangeOf('MONTH', '2026-11-28')).toEqual({ period: 'MONTH', from: '2025-12-01', to: '2026-11-28' });
    expect(rangeOf('MONTH', '2026-01-31').from).toBe('2025-02-01');
  });

  it('loads the daily figures, reloads when the grouping changes, keeping the last figures meanwhile', async () => {
    const { actor, load } = start(async (range) => view(range));
    await waitFor(actor, (snapshot) => snapshot.matches({ dashboard: 'ready' }));
    expect(load).toHaveBeenLastCalledWith({ period: 'DAY', from: '2026-10-30', to: '2026-11-28' });
    actor.send({ type: 'earnings.period', period: 'MONTH' });
    expect(actor.getSnapshot().matches({ dashboard: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.earnings?.period).toBe('DAY');
    await waitFor(actor, (snapshot) => snapshot.matches({ dashboard: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ period: 'MONTH', earnings: { period: 'MONTH', from: '2025-12-01' } });
  });

  it("shows the server's refusal and tries again on retry", async () => {
    let calls = 0;
    const { actor } = start(async (range) => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error(Messages.earningsCreatorOnly), { status: 403 });
      return view(range);
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ dashboard: 'failed' }));
    expect(actor.getSnapshot().context.failure).toMatchObject({ message: Messages.earningsCreatorOnly, status: 403 });
    actor.send({ type: 'earnings.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ dashboard: 'ready' }));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('downloads the chosen month; refuses a month that is none without asking; a failure is a toast', async () => {
    const { actor, refs, statement, saveStatement } = start(async (range) => view(range));
    expect(actor.getSnapshot().context.month).toBe('2026-11');
    actor.send({ type: 'statement.month', month: '' });
    actor.send({ type: 'statement.download' });
    expect(actor.getSnapshot().context.monthInvalid).toBe(true);
    expect(statement).not.toHaveBeenCalled();
    actor.send({ type: 'statement.month', month: '2026-10' });
    expect(actor.getSnapshot().context.monthInvalid).toBe(false);
    actor.send({ type: 'statement.download' });
    expect(actor.getSnapshot().matches({ statement: 'downloading' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ statement: 'idle' }));
    expect(saveStatement).toHaveBeenCalledWith({ filename: 'earnings-2026-10.csv', csv: 'a,b\r\n' });

    const failing = start(
      async (range) => view(range),
      async () => {
        throw new Error(Messages.statementMonthInvalid);
      },
    );
    failing.actor.send({ type: 'statement.download' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches({ statement: 'idle' }));
    expect(failing.refs.shown()).toEqual([{ kind: 'error', message: Messages.statementMonthInvalid }]);
    expect(failing.saveStatement).not.toHaveBeenCalled();
    expect(refs.shown()).toEqual([]);
  });
});
