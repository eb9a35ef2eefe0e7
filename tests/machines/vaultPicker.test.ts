import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract';
import { VAULT_PAGE_SIZE } from '../../contract/rules';
import { addMediaMachine } from '../../src/machines/addMedia.machine';
import type { VaultItem, VaultKind } from '../../src/machines/vault.machine';
import { VaultFile, vaultItemOf } from '../../src/machines/vaultFile';
import { vaultPickerMachine } from '../../src/machines/vaultPicker.machine';
import { pickerTabs } from '../../src/machines/vaultPickerRules';
import { appRefs } from './appRefs';
import { content } from './packages.fixtures';

const item = (n: number, kind: VaultKind = 'IMAGE'): VaultItem => ({
  key: `vault/${kind.toLowerCase()}s/item${n}.${kind === 'IMAGE' ? 'jpg' : kind === 'VIDEO' ? 'mp4' : 'mp3'}`,
  kind,
  mime: kind === 'IMAGE' ? 'image/jpeg' : kind === 'VIDEO' ? 'video/mp4' : 'audio/mpeg',
  url: `/media/vault/item${n}?exp=1&sig=x`,
  width: 10,
  height: 10,
  size: 1000 + n,
  createdAt: '2026-11-27T10:00:00.000Z',
});
const fullPage = (from: number, kind: VaultKind = 'IMAGE') => Array.from({ length: VAULT_PAGE_SIZE }, (_, at) => item(from + at, kind));

function start(kinds: VaultKind[], max: number, pages: Record<string, VaultItem[]>) {
  const loadVault = vi.fn(async ({ page, kind }: { page: number; kind: VaultKind | null }) => pages[`${page}:${kind ?? ''}`] ?? []);
  const machine = vaultPickerMachine.provide({ actors: { loadVault: fromPromise(({ input }) => loadVault(input)) } });
  const actor = createActor(machine, { input: { kinds, max } }).start();
  return { actor, loadVault };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) => snapshot.matches({ browsing: 'ready' }) || snapshot.matches({ browsing: 'exhausted' }));
const keys = (items: readonly VaultItem[]) => items.map((each) => each.key);

describe('the "From vault" picker', () => {
  it('offers a tab per kind the caller takes ("All" only when it takes every kind) and opens on the first', async () => {
    expect(pickerTabs(['IMAGE'])).toEqual(['IMAGE']);
    expect(pickerTabs(['IMAGE', 'VIDEO'])).toEqual(['IMAGE', 'VIDEO']);
    expect(pickerTabs(['IMAGE', 'VIDEO', 'AUDIO'])).toEqual([null, 'IMAGE', 'VIDEO', 'AUDIO']);

    const { actor, loadVault } = start(['VIDEO', 'IMAGE'], 1, { '1:IMAGE': [item(1)], '1:VIDEO': [item(2, 'VIDEO')] });
    await settled(actor);
    // Kinds in the vault's order, whatever order the caller gave.
    expect(actor.getSnapshot().context.kinds).toEqual(['IMAGE', 'VIDEO']);
    expect(loadVault).toHaveBeenCalledWith({ page: 1, kind: 'IMAGE' });
    expect(keys(actor.getSnapshot().context.items)).toEqual([item(1).key]);
    actor.send({ type: 'picker.filter', kind: 'VIDEO' });
    await settled(actor);
    expect(keys(actor.getSnapshot().context.items)).toEqual([item(2, 'VIDEO').key]);
    // A tab the caller does not take is not asked for: audio never reaches a chat.
    actor.send({ type: 'picker.filter', kind: 'AUDIO' });
    actor.send({ type: 'picker.filter', kind: null });
    expect(actor.getSnapshot().context.kind).toBe('VIDEO');
    expect(loadVault).toHaveBeenCalledTimes(2);
  });

  it('pages in VAULT_PAGE_SIZE items: a short page ends the list; a failed page offers a retry of it', async () => {
    let fail = true;
    const loadVault = vi.fn(async ({ page }: { page: number; kind: VaultKind | null }) => {
      if (page === 2 && fail) throw new Error('offline');
      return page === 1 ? fullPage(0) : [item(500)];
    });
    const machine = vaultPickerMachine.provide({ actors: { loadVault: fromPromise(({ input }) => loadVault(input)) } });
    const actor = createActor(machine, { input: { kinds: ['IMAGE'], max: 3 } }).start();
    await settled(actor);
    expect(actor.getSnapshot().matches({ browsing: 'ready' })).toBe(true);
    actor.send({ type: 'feed.loadMore' });
    await waitFor(actor, (snapshot) => snapshot.matches({ browsing: 'failed' }));
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    expect(actor.getSnapshot().context.items.length).toBe(VAULT_PAGE_SIZE);
    fail = false;
    actor.send({ type: 'feed.retry' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ browsing: 'exhausted' })).toBe(true);
    expect(actor.getSnapshot().context.items.length).toBe(VAULT_PAGE_SIZE + 1);
  });

  it('chooses up to the room the caller has, in order; one more is refused and said; a second press unchooses', async () => {
    const { actor } = start(['IMAGE'], 2, { '1:IMAGE': [item(1), item(2), item(3)] });
    await settled(actor);
    actor.send({ type: 'picker.toggle', item: item(2) });
    actor.send({ type: 'picker.toggle', item: item(1) });
    expect(keys(actor.getSnapshot().context.selected)).toEqual([item(2).key, item(1).key]);
    actor.send({ type: 'picker.toggle', item: item(3) });
    expect(keys(actor.getSnapshot().context.selected)).toEqual([item(2).key, item(1).key]);
    expect(actor.getSnapshot().context.full).toBe(true);
    actor.send({ type: 'picker.toggle', item: item(2) });
    expect(keys(actor.getSnapshot().context.selected)).toEqual([item(1).key]);
    expect(actor.getSnapshot().context.full).toBe(false);
    actor.send({ type: 'picker.toggle', item: item(3) });
    expect(keys(actor.getSnapshot().context.selected)).toEqual([item(1).key, item(3).key]);
    // A kind the caller does not take cannot be chosen.
    actor.send({ type: 'picker.toggle', item: item(9, 'AUDIO') });
    expect(keys(actor.getSnapshot().context.selected)).toEqual([item(1).key, item(3).key]);
  });

  it('the choice stays across tabs; Add ends with the chosen items, in order', async () => {
    const { actor } = start(['IMAGE', 'VIDEO'], 4, { '1:IMAGE': [item(1)], '1:VIDEO': [item(2, 'VIDEO')] });
    await settled(actor);
    actor.send({ type: 'picker.toggle', item: item(1) });
    actor.send({ type: 'picker.filter', kind: 'VIDEO' });
    await settled(actor);
    actor.send({ type: 'picker.toggle', item: item(2, 'VIDEO') });
    actor.send({ type: 'picker.add' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().matches('picked')).toBe(true);
    expect(keys(actor.getSnapshot().output ?? [])).toEqual([item(1).key, item(2, 'VIDEO').key]);
  });

  it('Add with nothing chosen does nothing; Cancel ends with nothing chosen', async () => {
    const { actor } = start(['IMAGE'], 1, { '1:IMAGE': [item(1)] });
    await settled(actor);
    actor.send({ type: 'picker.add' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'picker.toggle', item: item(1) });
    actor.send({ type: 'picker.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(actor.getSnapshot().output).toEqual([]);
  });

  it('an empty vault ends the list at once (the empty state)', async () => {
    const { actor } = start(['AUDIO'], 1, {});
    await settled(actor);
    expect(actor.getSnapshot().matches({ browsing: 'exhausted' })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});

describe('a vault item chosen as a file', () => {
  it("is a File named by its key, of the item's type and size, that names the item", () => {
    const chosen = new VaultFile(item(4, 'VIDEO'));
    expect(chosen).toBeInstanceOf(File);
    expect(chosen).toMatchObject({ name: 'item4.mp4', type: 'video/mp4', size: 1004 });
    expect(vaultItemOf(chosen)).toEqual(item(4, 'VIDEO'));
    expect(vaultItemOf(new File(['x'], 'x.jpg'))).toBeUndefined();
  });
});

describe('the package form takes several vault items at once', () => {
  it('Add copies each into the package in the order chosen, then says so once; the last one is the answer', async () => {
    const refs = appRefs();
    const added: string[] = [];
    const addMedia = vi.fn(async ({ file }: { file: { name: string } }) => {
      added.push(file.name);
      return { message: Messages.packageMediaAdded, content: content(String(added.length), 'IMAGE') };
    });
    const machine = addMediaMachine.provide({ actors: { addMedia: fromPromise(({ input }) => addMedia(input)) } });
    const actor = createActor(machine, { input: { packageId: '7', toasts: refs.toasts } }).start();
    actor.send({ type: 'addMedia.vault', files: [new VaultFile(item(1)), new VaultFile(item(2)), new VaultFile(item(3))] });
    expect(actor.getSnapshot().context).toMatchObject({ file: { name: 'item1.jpg' }, error: null });
    expect(actor.getSnapshot().context.queue.map((file) => file.name)).toEqual(['item2.jpg', 'item3.jpg']);
    actor.send({ type: 'addMedia.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(added).toEqual(['item1.jpg', 'item2.jpg', 'item3.jpg']);
    expect(vaultItemOf(addMedia.mock.calls[1]![0].file)).toEqual(item(2));
    expect(actor.getSnapshot().output).toEqual(content('3', 'IMAGE'));
    expect(refs.shown()).toEqual([{ kind: 'success', message: Messages.packageMediaAdded }]);
  });

  it('one that fails stops the rest: the popup ends on what went in and says why', async () => {
    const refs = appRefs();
    const addMedia = vi.fn(async ({ file }: { file: { name: string } }) => {
      if (file.name === 'item2.jpg') throw new Error(Messages.uploadQuotaExceeded);
      return { message: Messages.packageMediaAdded, content: content('1', 'IMAGE') };
    });
    const machine = addMediaMachine.provide({ actors: { addMedia: fromPromise(({ input }) => addMedia(input)) } });
    const actor = createActor(machine, { input: { packageId: '7', toasts: refs.toasts } }).start();
    actor.send({ type: 'addMedia.vault', files: [new VaultFile(item(1)), new VaultFile(item(2)), new VaultFile(item(3))] });
    actor.send({ type: 'addMedia.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(addMedia).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toEqual(content('1', 'IMAGE'));
    expect(refs.shown()).toEqual([{ kind: 'error', message: Messages.uploadQuotaExceeded }]);
  });

  it('a file chosen from the device, or another tab, drops the vault items chosen', () => {
    const refs = appRefs();
    const actor = createActor(addMediaMachine, { input: { packageId: '7', toasts: refs.toasts } }).start();
    actor.send({ type: 'addMedia.vault', files: [new VaultFile(item(1)), new VaultFile(item(2))] });
    actor.send({ type: 'addMedia.file', file: new File(['x'], 'own.jpg', { type: 'image/jpeg' }) });
    expect(actor.getSnapshot().context.queue).toEqual([]);
    actor.send({ type: 'addMedia.vault', files: [new VaultFile(item(1)), new VaultFile(item(2))] });
    actor.send({ type: 'addMedia.tab', kind: 'VIDEO' });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, queue: [] });
  });
});
