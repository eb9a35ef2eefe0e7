import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { SEARCH_DEBOUNCE_MS } from '../../src/machines/peopleSearch.machine';
import { tagSearchMachine, uploadMachine, type ComposerOpening, type Draft, type UploadEvent } from '../../src/machines/upload.machine';
import { fileOf, mp3, mp4, png } from '../support/files';
import { appRefs } from './appRefs';
import * as cx from './composeFixtures';
import { deferredServices } from './fakeServices';

/** The composer alone; toasts, the post store and navigation are spies. */
function startComposer(opening?: ComposerOpening) {
  const services = deferredServices(['uploadFile', 'createPost', 'searchPeople']);
  const effects = { notify: vi.fn(), announcePost: vi.fn(), goToVerifyProfile: vi.fn() };
  const { toasts, postStore } = appRefs();
  const { searchPeople, ...own } = services.actors;
  const tagSearch = tagSearchMachine.provide({ actors: { searchPeople } });
  const actor = createActor(uploadMachine.provide({ actors: { ...own, tagSearch }, actions: effects }), {
    input: { toasts, postStore, opening },
  }).start();
  const state = () => actor.getSnapshot();
  const send = (...events: UploadEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, services, effects, state, send };
}

const open = (kind: Draft['kind'], canSell = true): UploadEvent => ({ type: 'compose.open', kind, canSell });

describe('composer: opening and closing', () => {
  it('starts closed, opens a fresh draft of the chosen kind, closes dropping it', () => {
    const { state, send } = startComposer();
    expect(state().value).toBe('closed');
    send(open('poll'), { type: 'poll.question', value: 'Tea?' });
    expect(state().value).toEqual({ open: 'editing' });
    expect(state().context.draft?.poll.question).toBe('Tea?');
    expect(state().context.draft?.poll.options).toHaveLength(3);
    send({ type: 'compose.close' });
    expect(state().value).toBe('closed');
    expect(state().context.draft).toBeNull();
    send(open('poll'));
    expect(state().context.draft?.poll.question).toBe('');
  });

  it('started for a composer (as the home box starts one), opens that draft at once; closed, it stays closed', () => {
    const { state, send } = startComposer({ kind: 'video', canSell: false });
    expect(state().value).toEqual({ open: 'editing' });
    expect(state().context.draft?.kind).toBe('video');
    expect(state().context.canSell).toBe(false);
    send({ type: 'compose.close' });
    expect(state().value).toBe('closed');
    expect(state().context.draft).toBeNull();
  });
});

describe('composer: files are checked as they are picked', () => {
  it('keeps good images, refuses the bad one with its message, and removes by position', () => {
    const { state, send } = startComposer();
    send(open('image'), { type: 'draft.images.add', files: [cx.photo, fileOf('doc.pdf', 'application/pdf'), cx.secondPhoto] });
    expect(state().context.draft?.images).toEqual([cx.photo, cx.secondPhoto]);
    expect(state().context.fieldErrors.images).toBe('imageType');
    send({ type: 'draft.image.remove', index: 0 });
    expect(state().context.draft?.images).toEqual([cx.secondPhoto]);
    expect(state().context.fieldErrors).toEqual({});
  });
  it('stops at 10 images', () => {
    const { state, send } = startComposer();
    send(open('image'), { type: 'draft.images.add', files: Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)) });
    expect(state().context.draft?.images).toHaveLength(10);
    expect(Messages[state().context.fieldErrors.images!]).toBe('You can add at most 10 images');
  });
  it('refuses a too big video and an audio teaser; a good file clears the message', () => {
    const { state, send } = startComposer();
    send(open('video'), { type: 'draft.file', slot: 'video', file: mp4('big.mp4', 101 * 1024 * 1024) });
    expect(state().context.draft?.video).toBeNull();
    expect(Messages[state().context.fieldErrors.video!]).toBe('Please select less them 100MB Video file');
    send({ type: 'draft.file', slot: 'teaser', file: mp3() });
    expect(state().context.fieldErrors.teaser).toBe('videoType');
    const video = mp4();
    send({ type: 'draft.file', slot: 'video', file: video });
    expect(state().context.draft?.video).toBe(video);
    expect(state().context.fieldErrors.video).toBeUndefined();
  });
  it('refuses a poll option image of the wrong type', () => {
    const { state, send } = startComposer();
    send(open('poll'), { type: 'poll.kind', kind: 'image' }, { type: 'poll.option.image', index: 1, file: mp3() });
    expect(state().context.draft?.poll.options[1]?.image).toBeNull();
    expect(state().context.fieldErrors['option.1.image']).toBe('imageType');
  });
});

describe('composer: poll options', () => {
  it('adds up to 6, then says so', () => {
    const { state, send } = startComposer();
    send(open('poll'), { type: 'poll.option.add' }, { type: 'poll.option.add' }, { type: 'poll.option.add' });
    expect(state().context.draft?.poll.options).toHaveLength(6);
    expect(state().context.fieldErrors.options).toBeUndefined();
    send({ type: 'poll.option.add' });
    expect(state().context.draft?.poll.options).toHaveLength(6);
    expect(state().context.fieldErrors.options).toBe('pollMaxOptions');
    expect(Messages.pollMaxOptions).toBe('You can add maximum 6 option only');
  });
  it('removes down to 2, then says so', () => {
    const { state, send } = startComposer();
    send(open('poll'), { type: 'poll.option.text', index: 2, value: 'C' }, { type: 'poll.option.remove', index: 0 });
    expect(state().context.draft?.poll.options.map((o) => o.text)).toEqual(['', 'C']);
    send({ type: 'poll.option.remove', index: 0 });
    expect(state().context.draft?.poll.options).toHaveLength(2);
    expect(Messages[state().context.fieldErrors.options!]).toBe('Minimum 2 options are compulsory');
  });
});

describe('composer: who may sell', () => {
  it('shows the verify-profile dialog to an unverified user who picks subscribers or paid', () => {
    const { state, send, effects } = startComposer();
    send(open('image', false), { type: 'draft.payment', payment: 'payPerView' });
    expect(state().value).toEqual({ open: 'notVerified' });
    expect(state().context.draft?.payment).toBe('free');
    send({ type: 'verify.dismiss' });
    expect(state().value).toEqual({ open: 'editing' });
    send({ type: 'draft.payment', payment: 'subscribers' }, { type: 'verify.open' });
    expect(state().value).toBe('closed');
    expect(effects.goToVerifyProfile).toHaveBeenCalledTimes(1);
  });
  it('lets a verified user pick paid, and free is always fine', () => {
    const { state, send } = startComposer();
    send(open('audio', true), { type: 'draft.payment', payment: 'payPerView' }, { type: 'draft.amount', value: '50' });
    expect(state().context.draft).toMatchObject({ payment: 'payPerView', amount: '50' });
    const unverified = startComposer();
    unverified.send(open('video', false), { type: 'draft.payment', payment: 'free' });
    expect(unverified.state().value).toEqual({ open: 'editing' });
  });
  it('ignores a payment choice on text and poll posts, which are always free', () => {
    const { state, send } = startComposer();
    send(open('text', false), { type: 'draft.payment', payment: 'payPerView' });
    expect(state().value).toEqual({ open: 'editing' });
    expect(state().context.draft?.payment).toBe('free');
  });
});

describe('composer: submit', () => {
  it('an invalid draft shows every message and sends nothing', () => {
    const { state, send, services } = startComposer();
    send(open('video', true), { type: 'draft.payment', payment: 'payPerView' }, { type: 'compose.submit' });
    expect(state().value).toEqual({ open: 'editing' });
    expect(state().context.fieldErrors).toEqual({ video: 'videoRequired', thumbnail: 'thumbnailRequired', amount: 'amountRequired' });
    expect(services.calls).toHaveLength(0);
  });

  it('a file refused when picked keeps its own message after Post', () => {
    const { state, send } = startComposer();
    send(open('video'), { type: 'draft.file', slot: 'video', file: mp4('big.mp4', 101 * 1024 * 1024) }, { type: 'compose.submit' });
    expect(state().context.fieldErrors).toEqual({ video: 'videoTooBig', thumbnail: 'thumbnailRequired' });
  });

  it('uploads each file in turn to its folder, creates the post, then closes, toasts and hands the post to the store', async () => {
    const { state, send, services, effects } = startComposer();
    send(
      open('image'),
      { type: 'draft.images.add', files: [cx.photo, cx.secondPhoto] },
      { type: 'draft.description', value: ' Sunset #Beach ' },
    );
    send({ type: 'compose.submit' });
    expect(state().value).toEqual({ open: 'uploading' });
    const first = services.pending('uploadFile');
    // With the callback its bytes' progress comes back through.
    expect(first.input).toEqual({ slot: 'image', index: 0, folder: 'post/images/', file: cx.photo, onProgress: expect.any(Function) });
    expect(first.signal).toBeInstanceOf(AbortSignal);
    await services.succeed('uploadFile', cx.uploaded(1));
    expect(state().value).toEqual({ open: 'uploading' });
    expect(services.pending('uploadFile').input).toMatchObject({ index: 1, file: cx.secondPhoto });
    await services.succeed('uploadFile', cx.uploaded(2));
    expect(state().value).toEqual({ open: 'creating' });
    expect(services.pending('createPost').input).toEqual({
      type: 'IMAGE',
      description: 'Sunset #Beach',
      hashtags: ['beach'],
      payment: 'FREE',
      imageKeys: ['post/images/file1.png', 'post/images/file2.png'],
    });
    await services.succeed('createPost', cx.created);
    expect(state().value).toBe('closed');
    expect(state().context.draft).toBeNull();
    expect(effects.announcePost).toHaveBeenCalledWith(expect.anything(), cx.createdPost);
    expect(effects.notify).toHaveBeenCalledWith(expect.anything(), { kind: 'success', message: 'Post created successfully' });
  });

  it('a text post goes straight to creating', async () => {
    const { state, send, services } = startComposer();
    send(open('text'), { type: 'draft.description', value: 'Hello #World' }, { type: 'compose.submit' });
    expect(state().value).toEqual({ open: 'creating' });
    expect(services.pending('createPost').input).toEqual({ type: 'TEXT', description: 'Hello #World', hashtags: ['world'] });
  });
});

describe('composer: failures keep the form', () => {
  it("toasts the server's message when an upload is refused, and the retry uploads again", async () => {
    const { state, send, services, effects } = startComposer();
    send(open('image'), { type: 'draft.images.add', files: [cx.photo] }, { type: 'compose.submit' });
    await services.fail('uploadFile', cx.uploadRefused);
    expect(state().value).toEqual({ open: 'editing' });
    expect(state().context.draft?.images).toEqual([cx.photo]);
    expect(state().context.failure?.message).toBe(Messages.imageType);
    expect(effects.notify).toHaveBeenLastCalledWith(expect.anything(), { kind: 'error', message: Messages.imageType });
    send({ type: 'compose.submit' });
    expect(state().value).toEqual({ open: 'uploading' });
    expect(state().context.failure).toBeNull();
  });
  it("falls back to 'Something went wrong! Please try again.' when nothing useful came back", async () => {
    const { state, send, services, effects } = startComposer();
    send(open('text'), { type: 'draft.description', value: 'Hi' }, { type: 'compose.submit' });
    await services.fail('createPost', cx.offline);
    expect(state().value).toEqual({ open: 'editing' });
    expect(state().context.draft?.description).toBe('Hi');
    expect(effects.notify).toHaveBeenCalledWith(expect.anything(), { kind: 'error', message: 'Something went wrong! Please try again.' });
  });
});

describe('composer: closing stops the work', () => {
  it('aborts a running upload', () => {
    const { state, send, services } = startComposer();
    send(
      open('audio'),
      { type: 'draft.file', slot: 'audio', file: mp3() },
      { type: 'draft.file', slot: 'cover', file: png() },
      { type: 'compose.submit' },
    );
    const call = services.pending('uploadFile');
    send({ type: 'compose.close' });
    expect(call.signal.aborted).toBe(true);
    expect(state().value).toBe('closed');
  });
  it('aborts a running creation', () => {
    const { send, services } = startComposer();
    send(open('text'), { type: 'draft.description', value: 'Hi' }, { type: 'compose.submit' });
    const call = services.pending('createPost');
    send({ type: 'compose.close' });
    expect(call.signal.aborted).toBe(true);
  });
});

describe('composer: the app it reports to', () => {
  it('a created post goes to the post store on top of the lists, and its message to the toasts', async () => {
    const services = deferredServices(['uploadFile', 'createPost']);
    const refs = appRefs();
    const actor = createActor(uploadMachine.provide({ actors: services.actors }), { input: refs }).start();
    actor.send(open('text'));
    actor.send({ type: 'draft.description', value: 'Hello' });
    actor.send({ type: 'compose.submit' });
    await services.succeed('createPost', cx.created);
    expect(refs.postStore.getSnapshot().context.created).toEqual([cx.createdPost.id]);
    expect(refs.shown()).toEqual([{ kind: 'success', message: Messages.postCreated }]);
  });
});

describe('composer: tagging people with the header search', () => {
  const milo = { id: '3', firstName: 'Milo', lastName: 'Rivers', username: 'milo', profilePhoto: null, isVerified: true };
  const rita = { id: '5', firstName: 'Rita', lastName: 'Rivera', username: 'rita', profilePhoto: null, isVerified: false };

  it('the Tag people box searches after the pause; a pick (click or Enter) tags the person once and empties the box', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, services, state, send } = startComposer({ kind: 'text', canSell: false });
      const search = () => actor.getSnapshot().children.tagSearch!;
      search().send({ type: 'search.type', query: 'riv' });
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(services.pending('searchPeople').input).toEqual({ search: 'riv' });
      await services.succeed('searchPeople', [milo, rita]);
      search().send({ type: 'search.pick', personId: '5' });
      expect(state().context.draft?.tagged).toEqual([rita]);
      expect(search().getSnapshot().context.query).toBe('');

      search().send({ type: 'search.type', query: 'riv' });
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      await services.succeed('searchPeople', [milo, rita]);
      search().send({ type: 'search.highlightNext' });
      search().send({ type: 'search.choose' });
      // Rita again changes nothing; Milo joins after her.
      send({ type: 'draft.tag.add', person: rita });
      expect(state().context.draft?.tagged.map((person) => person.id)).toEqual(['5', '3']);

      send({ type: 'draft.tag.remove', personId: '5' });
      send({ type: 'draft.description', value: 'with Milo' }, { type: 'compose.submit' });
      expect(services.pending('createPost').input).toMatchObject({ type: 'TEXT', description: 'with Milo', taggedUserIds: ['3'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the search lives while the composer is open; closing drops the draft and its tags', () => {
    const { actor, state, send } = startComposer({ kind: 'text', canSell: false });
    expect(actor.getSnapshot().children.tagSearch).toBeDefined();
    send({ type: 'draft.tag.add', person: milo }, { type: 'compose.close' });
    expect(actor.getSnapshot().children.tagSearch).toBeUndefined();
    send(open('text'));
    expect(state().context.draft?.tagged).toEqual([]);
  });
});
