import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract';
import { draftsMachine, localInputOf, type PostDraft } from '../../src/machines/drafts.machine';
import { appRefs } from './appRefs';
import { createdPost } from './composeFixtures';

const HOUR = 60 * 60_000;
const draft: PostDraft = {
  id: '7',
  status: 'DRAFT',
  publishAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  type: 'TEXT',
  description: 'first words',
  body: JSON.stringify({ post_type: 3, description: 'first words' }),
};
const scheduled: PostDraft = { ...draft, id: '8', status: 'SCHEDULED', publishAt: new Date(Date.now() + 24 * HOUR).toISOString() };

function start(overrides: { publishDraft?: (input: { id: string }) => Promise<{ message: string; post: typeof createdPost }> } = {}) {
  const refs = appRefs();
  const editDraft = vi.fn(
    async (input: { id: string; description: string; publishAt: string | null }): Promise<{ message: string; draft: PostDraft }> => ({
      message: Messages.postScheduled,
      draft: {
        ...draft,
        description: input.description,
        status: input.publishAt ? ('SCHEDULED' as const) : ('DRAFT' as const),
        publishAt: input.publishAt,
      },
    }),
  );
  const publishDraft = vi.fn(
    overrides.publishDraft ?? (async (_: { id: string }) => ({ message: Messages.draftPublished, post: createdPost })),
  );
  const deleteDraft = vi.fn(async ({ id }: { id: string }) => ({ message: Messages.draftDeleted, id }));
  const machine = draftsMachine.provide({
    actors: {
      loadDrafts: fromPromise(async () => [scheduled, draft]),
      editDraft: fromPromise(({ input }) => editDraft(input)),
      publishDraft: fromPromise(({ input }) => publishDraft(input)),
      deleteDraft: fromPromise(({ input }) => deleteDraft(input)),
    },
  });
  const actor = createActor(machine, { input: { toasts: refs.toasts, postStore: refs.postStore } }).start();
  return { actor, refs, editDraft, publishDraft, deleteDraft };
}

describe('drafts & scheduled machine', () => {
  it('loads the list, publishes one now: it leaves the list, the post store gets the post, a toast says so', async () => {
    const { actor, refs, publishDraft } = start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.drafts.map((d) => d.id)).toEqual(['8', '7']);
    actor.send({ type: 'draft.publish', id: '8' });
    expect(actor.getSnapshot().matches({ ready: 'publishing' })).toBe(true);
    // One at a time: another action waits.
    actor.send({ type: 'draft.delete', id: '7' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(publishDraft).toHaveBeenCalledWith({ id: '8' });
    expect(actor.getSnapshot().context.drafts.map((d) => d.id)).toEqual(['7']);
    expect(refs.shown()).toEqual([{ kind: 'success', message: Messages.draftPublished }]);
    expect(refs.postStore.getSnapshot().context.posts[createdPost.id]).toBeDefined();
  });

  it('edit: a time too soon is refused before any call; a good time reschedules it with the saved body', async () => {
    const { actor, editDraft } = start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'draft.edit', id: '7' });
    expect(actor.getSnapshot().context.editing).toMatchObject({ id: '7', description: 'first words', scheduleAt: '' });
    actor.send({ type: 'edit.description', value: 'new words' });
    actor.send({ type: 'edit.scheduleAt', value: localInputOf(new Date(Date.now() + 60_000).toISOString()) });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().context.editing?.problem).toBe('scheduleTooSoon');
    expect(editDraft).not.toHaveBeenCalled();
    const at = localInputOf(new Date(Date.now() + 2 * HOUR).toISOString());
    actor.send({ type: 'edit.scheduleAt', value: at });
    actor.send({ type: 'edit.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(editDraft).toHaveBeenCalledWith({ id: '7', body: draft.body, description: 'new words', publishAt: new Date(at).toISOString() });
    expect(actor.getSnapshot().context.drafts.find((d) => d.id === '7')).toMatchObject({ status: 'SCHEDULED', description: 'new words' });
    expect(actor.getSnapshot().context.editing).toBeNull();
  });

  it('delete: the draft leaves the list; a refused publish keeps it and shows the server’s words', async () => {
    const refused = async (): Promise<never> => {
      throw { message: Messages.draftNotFound, status: 404 };
    };
    const { actor, refs } = start({ publishDraft: refused });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'draft.publish', id: '7' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.drafts).toHaveLength(2);
    expect(refs.shown()).toEqual([{ kind: 'error', message: Messages.draftNotFound }]);
    actor.send({ type: 'draft.delete', id: '7' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.drafts.length === 1);
    expect(actor.getSnapshot().context.drafts.map((d) => d.id)).toEqual(['8']);
  });
});
