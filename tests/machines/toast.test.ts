import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_MS, toastMachine } from '../../src/machines/toast.machine';
import type { Notice } from '../../src/machines/notice';

const notice = (message: string): Notice => ({ kind: 'success', message });

function startToasts() {
  const actor = createActor(toastMachine).start();
  const shown = () => actor.getSnapshot().context.toasts.map((toast) => toast.message);
  return { actor, shown };
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice and dismisses it by itself after 3000 ms', () => {
    const { actor, shown } = startToasts();
    expect(TOAST_MS).toBe(3000);
    actor.send({ type: 'toast.show', notice: notice('Post created successfully') });
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 1, kind: 'success', message: 'Post created successfully' }]);
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(['Post created successfully']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().children).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('each toast has its own 3000 ms', () => {
    const { actor, shown } = startToasts();
    actor.send({ type: 'toast.show', notice: notice('first') });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'toast.show', notice: notice('second') });
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
  });

  it('keeps at most 3 visible, the newest ones', () => {
    const { actor, shown } = startToasts();
    for (const message of ['1', '2', '3', '4']) actor.send({ type: 'toast.show', notice: notice(message) });
    expect(shown()).toEqual(['2', '3', '4']);
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.id)).toEqual([2, 3, 4]);
    vi.advanceTimersByTime(TOAST_MS);
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().children).toEqual({});
  });

  it('a toast dropped beyond the 3 visible leaves with its timer', () => {
    const { actor, shown } = startToasts();
    actor.send({ type: 'toast.show', notice: notice('1') });
    vi.advanceTimersByTime(1000);
    for (const message of ['2', '3', '4']) actor.send({ type: 'toast.show', notice: notice(message) });
    // One timer per visible toast: the dropped toast's timer was stopped, not left to run out.
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['toast-2', 'toast-3', 'toast-4']);
    expect(vi.getTimerCount()).toBe(3);
    for (const message of ['5', '6']) actor.send({ type: 'toast.show', notice: notice(message) });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['toast-4', 'toast-5', 'toast-6']);
    expect(vi.getTimerCount()).toBe(3);
    // Where the first toast's time ran out, nothing happens; the others keep their own 3000 ms.
    vi.advanceTimersByTime(TOAST_MS - 1000);
    expect(shown()).toEqual(['4', '5', '6']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a dismiss of an already dropped toast changes nothing', () => {
    const { actor, shown } = startToasts();
    for (const message of ['1', '2', '3', '4']) actor.send({ type: 'toast.show', notice: notice(message) });
    actor.send({ type: 'toast.dismiss', id: 1 });
    expect(shown()).toEqual(['2', '3', '4']);
    expect(Object.keys(actor.getSnapshot().children)).toHaveLength(3);
  });

  it('a manual dismiss removes the toast and stops its timer', () => {
    const { actor, shown } = startToasts();
    actor.send({ type: 'toast.show', notice: notice('a') });
    actor.send({ type: 'toast.show', notice: notice('b') });
    expect(vi.getTimerCount()).toBe(2);
    actor.send({ type: 'toast.dismiss', id: 1 });
    expect(shown()).toEqual(['b']);
    expect(actor.getSnapshot().children['toast-1']).toBeUndefined();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOAST_MS);
    expect(shown()).toEqual([]);
  });

  it('keeps the server message and our descriptors as given', () => {
    const { actor } = startToasts();
    const descriptor = { kind: 'error' as const, message: { id: 'x', message: 'Something went wrong' } };
    actor.send({ type: 'toast.show', notice: descriptor });
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 1, ...descriptor }]);
  });
});
