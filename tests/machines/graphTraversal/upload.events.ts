import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { uploadMachine, type UploadContext, type UploadInput } from '../../../src/machines/upload.machine';
import { isValid } from '../../../src/validation/forms';
import { validatePost } from '../../../src/validation/posts';
import { fileOf } from '../../support/files';
import { appRefs } from '../appRefs';
import * as cx from '../composeFixtures';
import { answers, labelled, type ModelOptions } from './model';

const pdf = fileOf('notes.pdf', 'application/pdf');

/** The graph tells events apart by their JSON, where every File is `{}`: the name keeps two picks apart. */
const picked = (files: File[]) => ({ type: 'draft.images.add', files, names: files.map((file) => file.name) });

/**
 * The composer's events: an image post by an unverified and by a verified user, a text post, the edits
 * that make each valid or not, the payment choice that needs verification, and every service answer.
 */
export const uploadEvents: AnyEventObject[] = [
  labelled('compose.open image unverified', { type: 'compose.open', kind: 'image', canSell: false }),
  labelled('compose.open image verified', { type: 'compose.open', kind: 'image', canSell: true }),
  labelled('compose.open text', { type: 'compose.open', kind: 'text', canSell: false }),
  labelled('draft.images.add photo', picked([cx.photo])),
  labelled('draft.images.add pdf', picked([pdf])),
  labelled('draft.description hello', { type: 'draft.description', value: 'Hello #world' }),
  labelled('draft.payment paid', { type: 'draft.payment', payment: 'payPerView' }),
  labelled('draft.amount 50', { type: 'draft.amount', value: '50' }),
  labelled('draft.tag.add milo', { type: 'draft.tag.add', person: cx.taggedMilo }),
  labelled('draft.tag.remove milo', { type: 'draft.tag.remove', personId: cx.taggedMilo.id }),
  labelled('verify.dismiss', { type: 'verify.dismiss' }),
  labelled('verify.open', { type: 'verify.open' }),
  labelled('compose.submit', { type: 'compose.submit' }),
  labelled('compose.saveDraft', { type: 'compose.saveDraft' }),
  labelled('compose.close', { type: 'compose.close' }),
  labelled('upload.progress', { type: 'upload.progress', sent: 3 }),
  labelled('upload.cancel', { type: 'upload.cancel' }),
  ...answers(uploadMachine, 'upload.open.uploading', 'uploadFile', {
    done: { ok: cx.uploaded(1) },
    error: { refused: cx.uploadRefused, offline: cx.offline },
  }),
  ...answers(uploadMachine, 'upload.open.creating', 'createPost', { done: { ok: cx.created }, error: { notCreated: cx.notCreated } }),
  ...answers(uploadMachine, 'upload.open.saving', 'saveDraft', { done: { ok: cx.draftSaved }, error: { notSaved: cx.notCreated } }),
];

/** What the composer's guards read besides its state: the draft's kind, whether it may be sold, is valid, is paid, whom it tags, what it makes. */
export const uploadModel: ModelOptions & { input: UploadInput } = {
  // The app's toasts and post store, shared by the model and the live replays (the effects are spies there).
  input: appRefs(),
  vertex: (snapshot: AnyMachineSnapshot) => {
    const { draft, canSell, sending } = snapshot.context as UploadContext;
    // While files go up, for a post or for a draft: post/create or drafts/save comes next.
    const next = snapshot.matches({ open: 'uploading' }) ? sending : null;
    return draft ? [draft.kind, canSell, isValid(validatePost(draft)), draft.payment, draft.tagged.map((person) => person.id), next] : null;
  },
};
