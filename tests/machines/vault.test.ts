import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract';
import { VAULT_PAGE_SIZE } from '../../contract/rules';
import { vaultMachine, type VaultItem, type VaultKind } from '../../src/machines/vault.machine';
import { appRefs } from './appRefs';

const item = (n: number, kind: VaultKind = 'IMAGE'): VaultItem => ({
  key: `vault/images/item${n}.jpg`,
  kind,
  mime: kind === 'IMAGE' ? 'image/jpeg' : kind === 'VIDEO' ? 'video/mp4' : 'audio/mpeg',
  url: `/media/vault/images/item${n}.jpg?exp=1&sig=x`,
  width: 10,
  height: 10,
  size: 100,
  createdAt: '2026-11-27T10:00:00.000Z',
});
const fullPage = (from: number) => Array.from({ length: VAULT_PAGE_SIZE }, (_, at) => item(from + at));

function start(pages: Record<string, VaultItem[]> = { '1:': [item(1), item(2)] }) {
  const refs = appRefs();
  const loadVault = vi.fn(async ({ page, kind }: { page: number; kind: VaultKind | null }) => pages[`${page}:${kind ?? ''}`] ?? []);
  const uploadToVault = vi.fn(async (_: { file: File; folder: string }) => ({ key: 'vault/images/new.jpg' }));
  const deleteVaultItem = vi.fn(async (_: { key: string }) => ({ message: Messages.vaultItemRemoved }));
  const machine = vaultMachine.provide({
    actors: {
      loadVault: fromPromise(({ input }) => loadVault(input)),
      uploadToVault: fromPromise(({ input }) => uploadToVault(input)),
      deleteVaultItem: fromPromise(({ input }) => deleteVaultItem(input)),
    },
  });
  const actor = createActor(machine, { input: { toasts: refs.toasts } }).start();
  return { actor, refs, loadVault, uploadToVault, deleteVaultItem };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches({ list: 'ready' }) || snapshot.matches({ list: 'exhausted' }));

describe('vault machine', () => {
  it('pages in VAULT_PAGE_SIZE items: a short page ends the list; a kind chosen asks page 1 of that kind', async () => {
    const { actor, loadVault } = start({ '1:': fullPage(0), '2:': [item(100)], '1:VIDEO': [item(7, 'VIDEO')] });
    await settled(actor);
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    actor.send({ type: 'feed.loadMore' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ list: 'exhausted' })).toBe(true);
    expect(actor.getSnapshot().context.items.length).toBe(VAULT_PAGE_SIZE + 1);
    actor.send({ type: 'vault.filter', kind: 'VIDEO' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    await settled(actor);
    expect(actor.getSnapshot().context.items.map((listed) => listed.key)).toEqual([item(7, 'VIDEO').key]);
    expect(loadVault).toHaveBeenLastCalledWith({ page: 1, kind: 'VIDEO' });
  });

  it('delete asks first; cancel keeps the item; confirm removes it and says so', async () => {
    const { actor, refs, deleteVaultItem } = start();
    await settled(actor);
    actor.send({ type: 'vault.ask', key: item(1).key });
    expect(actor.getSnapshot().context.pending).toBe(item(1).key);
    actor.send({ type: 'vault.cancel' });
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(deleteVaultItem).not.toHaveBeenCalled();
    actor.send({ type: 'vault.ask', key: item(1).key });
    actor.send({ type: 'vault.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ change: 'idle' }));
    expect(deleteVaultItem).toHaveBeenCalledWith({ key: item(1).key });
    expect(actor.getSnapshot().context.items.map((listed) => listed.key)).toEqual([item(2).key]);
    expect(refs.shown()).toEqual([{ kind: 'success', message: Messages.vaultItemRemoved }]);
  });

  it('a failed delete keeps the item and shows why', async () => {
    const refs = appRefs();
    const failing = vaultMachine.provide({
      actors: {
        loadVault: fromPromise(async () => [item(1)]),
        deleteVaultItem: fromPromise<{ message: string }, { key: string }>(async () => {
          throw new Error(Messages.vaultItemNotFound);
        }),
      },
    });
    const other = createActor(failing, { input: { toasts: refs.toasts } }).start();
    await settled(other);
    other.send({ type: 'vault.ask', key: item(1).key });
    other.send({ type: 'vault.confirm' });
    await waitFor(other, (snapshot) => snapshot.matches({ change: 'idle' }));
    expect(other.getSnapshot().context.items.map((listed) => listed.key)).toEqual([item(1).key]);
    expect(refs.shown()).toEqual([{ kind: 'error', message: Messages.vaultItemNotFound }]);
  });

  it('uploads a good file to its kind’s vault folder and lists page 1 again; a wrong file is refused before any call', async () => {
    const { actor, refs, uploadToVault, loadVault } = start();
    await settled(actor);
    actor.send({ type: 'vault.upload', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) });
    expect(uploadToVault).not.toHaveBeenCalled();
    expect(refs.shown()).toEqual([{ kind: 'error', message: Messages.imageType }]);
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    actor.send({ type: 'vault.upload', file: clip });
    expect(actor.getSnapshot().matches({ upload: 'uploading' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ upload: 'idle' }));
    expect(uploadToVault).toHaveBeenCalledWith({ file: clip, folder: 'vault/videos/' });
    await settled(actor);
    expect(loadVault).toHaveBeenCalledTimes(2);
    expect(loadVault).toHaveBeenLastCalledWith({ page: 1, kind: null });
  });
});
