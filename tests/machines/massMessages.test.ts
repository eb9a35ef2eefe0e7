import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Messages } from '../../contract';
import { FAN_LIST_PAGE_SIZE } from '../../contract/rules';
import { fanListMachine, type Fan } from '../../src/machines/fanList.machine';
import {
  MASS_SENDING_POLL_MS,
  massDraftError,
  massMessagesMachine,
  type FanList,
  type MassMessage,
  type MassMessageSend,
  type VaultPick,
} from '../../src/machines/massMessages.machine';
import { appRefs } from './appRefs';

const sent = (id: string, over: Partial<MassMessage> = {}): MassMessage => ({
  id,
  audience: 'SUBSCRIBERS',
  listName: null,
  content: `message ${id}`,
  price: null,
  media: [],
  sending: false,
  sent: 3,
  opened: 1,
  bought: 0,
  earned: 0,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  ...over,
});
const vip: FanList = { id: '7', name: 'VIP', members: 2 };

function start({ history = [sent('1')], sendFails = false } = {}) {
  const refs = appRefs();
  let screen = { history, audiences: { subscribers: 4, followers: 9 }, lists: [vip] };
  const loadScreen = vi.fn(async () => screen);
  const sendMassMessage = vi.fn(async (input: MassMessageSend) => {
    if (sendFails) throw { message: Messages.massMessageLimit, status: 429 };
    return { message: Messages.massMessageSent, massMessage: sent('9', { content: input.content, sending: true, sent: 0 }) };
  });
  const copyForChat = vi.fn(async ({ items }: { items: VaultPick[] }) =>
    items.map((item) => ({ key: `chat/images/copy-of-${item.key.split('/').pop()}`, kind: item.kind, thumbnailUrl: item.url })),
  );
  const createFanList = vi.fn(async ({ name }: { name: string }) => ({
    message: Messages.fanListCreated,
    list: { id: '8', name, members: 0 },
  }));
  const deleteFanList = vi.fn(async ({ id }: { id: string }) => ({ message: Messages.fanListDeleted, list: { ...vip, id } }));
  const machine = massMessagesMachine.provide({
    actors: {
      loadScreen: fromPromise(() => loadScreen()),
      loadHistory: fromPromise(async (): Promise<MassMessage[]> => []),
      sendMassMessage: fromPromise(({ input }) => sendMassMessage(input)),
      copyForChat: fromPromise(({ input }) => copyForChat(input)),
      createFanList: fromPromise(({ input }) => createFanList(input)),
      deleteFanList: fromPromise(({ input }) => deleteFanList(input)),
    },
  });
  const actor = createActor(machine, { input: { toasts: refs.toasts } }).start();
  return {
    actor,
    refs,
    loadScreen,
    sendMassMessage,
    copyForChat,
    createFanList,
    deleteFanList,
    setScreen: (next: typeof screen) => (screen = next),
  };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('ready'));
const composing = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches({ ready: { compose: 'editing' } }));

describe('mass messages machine', () => {
  it("checks the draft with the server's rules before anything goes", () => {
    const draft = { audience: 'SUBSCRIBERS' as const, listId: null, content: '', paid: false, price: '', files: [] };
    expect(massDraftError(draft)).toBe('chatMessageEmpty');
    expect(massDraftError({ ...draft, content: 'hi' })).toBeNull();
    expect(massDraftError({ ...draft, content: 'x'.repeat(2001) })).toBe('chatMessageTooLong');
    expect(massDraftError({ ...draft, content: 'hi', audience: 'LIST' })).toBe('fanListNotFound');
    expect(massDraftError({ ...draft, content: 'hi', paid: true, price: '10' })).toBe('massMessagePaidNeedsMedia');
    const file = { key: 'chat/images/a.jpg', kind: 'IMAGE' as const, thumbnailUrl: '/media/a' };
    expect(massDraftError({ ...draft, paid: true, price: '', files: [file] })).toBe('transferAmountRequired');
    expect(massDraftError({ ...draft, paid: true, price: '0', files: [file] })).toBe('amountPositive');
    expect(massDraftError({ ...draft, paid: true, price: '25', files: [file] })).toBeNull();
  });

  it('sends the draft with its client id; a refused send keeps the draft and the id, a sent one starts afresh with a new id', async () => {
    const { actor, refs, sendMassMessage } = start({ sendFails: true });
    await ready(actor);
    actor.send({ type: 'mass.send' });
    expect(actor.getSnapshot().context.error).toBe('chatMessageEmpty');
    expect(sendMassMessage).not.toHaveBeenCalled();
    actor.send({ type: 'mass.audience', audience: 'LIST', listId: '7' });
    actor.send({ type: 'mass.content', value: 'Hello VIPs' });
    actor.send({ type: 'mass.send' });
    await composing(actor);
    expect(refs.shown()).toContainEqual({ kind: 'error', message: Messages.massMessageLimit });
    const firstId = actor.getSnapshot().context.clientId;
    expect(sendMassMessage).toHaveBeenLastCalledWith({
      audience: 'LIST',
      listId: '7',
      content: 'Hello VIPs',
      files: [],
      price: null,
      clientId: firstId,
    });
    expect(actor.getSnapshot().context.draft.content).toBe('Hello VIPs');
  });

  it('a sent message heads the history, sending, and is read again until it is sent', async () => {
    vi.useFakeTimers();
    try {
      const { actor, refs, loadScreen, setScreen } = start();
      await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
      const before = actor.getSnapshot().context.clientId;
      actor.send({ type: 'mass.content', value: 'New set' });
      actor.send({ type: 'mass.send' });
      await vi.waitFor(() => expect(actor.getSnapshot().context.history[0]?.id).toBe('9'));
      expect(actor.getSnapshot().context.history[0]).toMatchObject({ sending: true, content: 'New set' });
      expect(actor.getSnapshot().context.draft.content).toBe('');
      expect(actor.getSnapshot().context.clientId).not.toBe(before);
      expect(refs.shown()).toContainEqual({ kind: 'success', message: Messages.massMessageSent });

      setScreen({ history: [sent('9', { sent: 4, opened: 2 }), sent('1')], audiences: { subscribers: 4, followers: 9 }, lists: [vip] });
      const loads = loadScreen.mock.calls.length;
      await vi.advanceTimersByTimeAsync(MASS_SENDING_POLL_MS + 10);
      await vi.waitFor(() => expect(actor.getSnapshot().context.history[0]).toMatchObject({ sending: false, sent: 4, opened: 2 }));
      expect(loadScreen.mock.calls.length).toBe(loads + 1);
      // Nothing sending: no more reads.
      await vi.advanceTimersByTimeAsync(MASS_SENDING_POLL_MS * 3);
      expect(loadScreen.mock.calls.length).toBe(loads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('vault items chosen are copied for chat, then attached and sent by their copies’ keys', async () => {
    const { actor, copyForChat, sendMassMessage } = start();
    await ready(actor);
    actor.send({ type: 'mass.pickVault', items: [{ key: 'post/images/a.jpg', kind: 'IMAGE', url: '/media/post/images/a.jpg?sig=x' }] });
    await waitFor(actor, (snapshot) => snapshot.context.draft.files.length === 1);
    expect(copyForChat).toHaveBeenCalledWith({
      items: [{ key: 'post/images/a.jpg', kind: 'IMAGE', url: '/media/post/images/a.jpg?sig=x' }],
    });
    actor.send({ type: 'mass.paid', on: true });
    actor.send({ type: 'mass.price', value: '015' });
    actor.send({ type: 'mass.send' });
    await waitFor(actor, (snapshot) => sendMassMessage.mock.calls.length === 1 && snapshot.matches({ ready: { compose: 'editing' } }));
    expect(sendMassMessage.mock.calls[0]![0]).toMatchObject({ files: ['chat/images/copy-of-a.jpg'], price: 15, content: '' });
  });

  it('creates a list (a blank name is refused first) and makes it the audience; deleting it forgets it', async () => {
    const { actor, createFanList, deleteFanList, refs } = start();
    await ready(actor);
    actor.send({ type: 'mass.createList' });
    expect(actor.getSnapshot().context.listNameError).toBe('fanListNameRequired');
    expect(createFanList).not.toHaveBeenCalled();
    actor.send({ type: 'mass.listName', value: '  Top fans ' });
    actor.send({ type: 'mass.createList' });
    await waitFor(actor, (snapshot) => snapshot.context.lists.length === 2);
    expect(createFanList).toHaveBeenCalledWith({ name: 'Top fans' });
    expect(actor.getSnapshot().context.lists.map((list) => list.name)).toEqual(['Top fans', 'VIP']);
    expect(actor.getSnapshot().context.draft).toMatchObject({ audience: 'LIST', listId: '8' });
    actor.send({ type: 'mass.deleteList', id: '8' });
    await waitFor(actor, (snapshot) => snapshot.context.lists.length === 1);
    expect(deleteFanList).toHaveBeenCalledWith({ id: '8' });
    expect(actor.getSnapshot().context.draft.listId).toBeNull();
    expect(refs.shown()).toContainEqual({ kind: 'success', message: Messages.fanListDeleted });
  });
});

const fan = (n: number, inList = false): Fan => ({
  id: String(n),
  firstName: `Fan${n}`,
  lastName: 'Test',
  username: `fan${n}`,
  profilePhoto: null,
  isVerified: false,
  inList,
  subscribed: n % 2 === 0,
});

describe('fan list machine', () => {
  function startList(addFails = false) {
    const refs = appRefs();
    const loadFans = vi.fn(async ({ page, search }: { listId: string; page: number; search: string }) =>
      search ? [fan(3)] : page === 1 ? Array.from({ length: FAN_LIST_PAGE_SIZE }, (_, at) => fan(at + 1, at === 0)) : [fan(99)],
    );
    const addToList = vi.fn(async (_: { listId: string; userId: string }) => {
      if (addFails) throw { message: Messages.fanListNotFan, status: 403 };
      return { list: { ...vip, members: 3 } };
    });
    const removeFromList = vi.fn(async (_: { listId: string; userId: string }) => ({ list: { ...vip, members: 1 } }));
    const machine = fanListMachine.provide({
      actors: {
        loadFans: fromPromise(({ input }) => loadFans(input)),
        addToList: fromPromise(({ input }) => addToList(input)),
        removeFromList: fromPromise(({ input }) => removeFromList(input)),
      },
    });
    const actor = createActor(machine, { input: { toasts: refs.toasts, listId: '7' } }).start();
    return { actor, refs, loadFans, addToList, removeFromList };
  }
  const listed = (actor: ReturnType<typeof startList>['actor']) =>
    waitFor(actor, (snapshot) => snapshot.matches({ fans: 'ready' }) || snapshot.matches({ fans: 'exhausted' }));

  it('ticks a fan in and a member out, each by its own call; a refusal changes nothing and says why', async () => {
    const { actor, addToList, removeFromList } = startList();
    await listed(actor);
    actor.send({ type: 'fans.toggle', id: '2' });
    await waitFor(actor, (snapshot) => snapshot.matches({ membership: 'idle' }) && snapshot.context.list !== null);
    expect(addToList).toHaveBeenCalledWith({ listId: '7', userId: '2' });
    expect(actor.getSnapshot().context.fans.find((one) => one.id === '2')?.inList).toBe(true);
    actor.send({ type: 'fans.toggle', id: '1' });
    await waitFor(actor, (snapshot) => snapshot.context.list?.members === 1);
    expect(removeFromList).toHaveBeenCalledWith({ listId: '7', userId: '1' });
    expect(actor.getSnapshot().context.fans.find((one) => one.id === '1')?.inList).toBe(false);

    const failing = startList(true);
    await listed(failing.actor);
    failing.actor.send({ type: 'fans.toggle', id: '4' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches({ membership: 'idle' }) && snapshot.context.changing === null);
    expect(failing.actor.getSnapshot().context.fans.find((one) => one.id === '4')?.inList).toBe(false);
    expect(failing.refs.shown()).toContainEqual({ kind: 'error', message: Messages.fanListNotFan });
  });

  it('pages the fans and searches them once the typing pauses', async () => {
    const { actor, loadFans } = startList();
    await listed(actor);
    actor.send({ type: 'feed.loadMore' });
    await waitFor(actor, (snapshot) => snapshot.matches({ fans: 'exhausted' }));
    expect(actor.getSnapshot().context.fans).toHaveLength(FAN_LIST_PAGE_SIZE + 1);
    actor.send({ type: 'fans.search', value: 'F' });
    actor.send({ type: 'fans.search', value: 'Fan3' });
    await waitFor(actor, (snapshot) => snapshot.matches({ fans: 'exhausted' }) && snapshot.context.fans.length === 1);
    expect(loadFans).toHaveBeenLastCalledWith({ listId: '7', page: 1, search: 'Fan3' });
    expect(loadFans.mock.calls.filter(([input]) => input.search === 'F')).toEqual([]);
  });
});
