import type { MessageKey } from '../../contract/messages';
import { POST_IMAGES_MAX, TAGGED_USERS_MAX } from '../../contract/rules';
import type { FieldErrors } from '../validation/forms';
import {
  emptyPostDraft,
  slotFileError,
  validatePost,
  type ComposerKind,
  type FileSlot,
  type PaymentChoice,
  type PollKindChoice,
  type PostDraft,
  type PostField,
} from '../validation/posts';

import type { Person } from './people';

/** A post being written: the form's fields and files, and the people it tags (chosen with the people search). */
export interface Draft extends PostDraft<File> {
  tagged: Person[];
}

/** The single-file slots of the video and audio composers. */
export type SingleFileSlot = 'video' | 'thumbnail' | 'teaser' | 'audio' | 'cover';

/** An open draft with the messages its fields show: what every edit of the composer reads and returns. */
export interface DraftState {
  draft: Draft;
  fieldErrors: FieldErrors<PostField>;
}

/**
 * The composer's edits as pure functions of the draft: each returns the next draft and the messages that
 * still hold (an edit clears its own field's message). The upload machine applies them; tests call them alone.
 */

export const openDraft = (kind: ComposerKind): DraftState => ({ draft: { ...emptyPostDraft<File>(kind), tagged: [] }, fieldErrors: {} });

/** Another person may be tagged: not tagged yet, and fewer than the server keeps (TAGGED_USERS_MAX). */
export const canTag = (draft: Draft, person: Person) =>
  draft.tagged.length < TAGGED_USERS_MAX && !draft.tagged.some((tagged) => tagged.id === person.id);

/** Tags a person once, in the order chosen, up to TAGGED_USERS_MAX; anyone else changes nothing. */
export const tagPerson = (state: DraftState, person: Person): DraftState =>
  canTag(state.draft, person) ? { ...state, draft: { ...state.draft, tagged: [...state.draft.tagged, person] } } : state;

export const untagPerson = (state: DraftState, personId: string): DraftState => ({
  ...state,
  draft: { ...state.draft, tagged: state.draft.tagged.filter((person) => person.id !== personId) },
});

const withoutField = (errors: FieldErrors<PostField>, ...fields: PostField[]) => {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
};

/** Image polls number their per-option errors; removing an option renumbers them. */
const withoutOptionErrors = (errors: FieldErrors<PostField>) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('option.'))) as FieldErrors<PostField>;

const fileRefusals = new Set<MessageKey>([
  'imageType',
  'imageTooBig',
  'videoType',
  'videoTooBig',
  'audioType',
  'audioTooBig',
  'tooManyImages',
]);
const pickRefusals = (errors: FieldErrors<PostField>) =>
  Object.fromEntries(Object.entries(errors).filter(([, key]) => !!key && fileRefusals.has(key))) as FieldErrors<PostField>;

export const setDescription = ({ draft, fieldErrors }: DraftState, description: string): DraftState => ({
  draft: { ...draft, description },
  fieldErrors: withoutField(fieldErrors, 'description'),
});

/** Keeps the images that pass the file rules (up to the limit); the first refusal is shown. */
export function addImages({ draft, fieldErrors }: DraftState, files: readonly File[]): DraftState {
  const refused = files.map((file) => slotFileError('image', file)).find(Boolean);
  const images = [...draft.images, ...files.filter((file) => !slotFileError('image', file))];
  const error = refused ?? (images.length > POST_IMAGES_MAX ? 'tooManyImages' : undefined);
  return {
    draft: { ...draft, images: images.slice(0, POST_IMAGES_MAX) },
    fieldErrors: error ? { ...fieldErrors, images: error } : withoutField(fieldErrors, 'images'),
  };
}

export const removeImage = ({ draft, fieldErrors }: DraftState, index: number): DraftState => ({
  draft: { ...draft, images: draft.images.filter((_, at) => at !== index) },
  fieldErrors: withoutField(fieldErrors, 'images'),
});

export const setFile = ({ draft, fieldErrors }: DraftState, slot: SingleFileSlot, file: File | null): DraftState => ({
  draft: { ...draft, [slot]: file },
  fieldErrors: withoutField(fieldErrors, slot),
});

/** Where a picked file goes: a single slot, or the image of a poll option. */
export type FilePick = { slot: SingleFileSlot; file: File | null } | { slot: 'pollImage'; index: number; file: File | null };

/** Why a picked file cannot enter the draft (wrong kind or too big), if it cannot. */
export const pickRefusal = (pick: FilePick): MessageKey | undefined =>
  pick.file ? slotFileError(pick.slot as FileSlot, pick.file) : undefined;

/** A file of the wrong kind or size never enters the draft: its field says why. */
export const refuseFile = ({ draft, fieldErrors }: DraftState, pick: FilePick): DraftState => ({
  draft,
  fieldErrors: { ...fieldErrors, [pick.slot === 'pollImage' ? `option.${pick.index}.image` : pick.slot]: pickRefusal(pick) },
});

export const setPayment = ({ draft, fieldErrors }: DraftState, payment: PaymentChoice): DraftState => ({
  draft: { ...draft, payment },
  fieldErrors: withoutField(fieldErrors, 'amount'),
});

export const setAmount = ({ draft, fieldErrors }: DraftState, amount: string): DraftState => ({
  draft: { ...draft, amount },
  fieldErrors: withoutField(fieldErrors, 'amount'),
});

export const setQuestion = ({ draft, fieldErrors }: DraftState, question: string): DraftState => ({
  draft: { ...draft, poll: { ...draft.poll, question } },
  fieldErrors: withoutField(fieldErrors, 'question'),
});

export const setPollKind = ({ draft, fieldErrors }: DraftState, kind: PollKindChoice): DraftState => ({
  draft: { ...draft, poll: { ...draft.poll, kind } },
  fieldErrors: withoutOptionErrors(fieldErrors),
});

export const addPollOption = ({ draft, fieldErrors }: DraftState): DraftState => ({
  draft: { ...draft, poll: { ...draft.poll, options: [...draft.poll.options, { text: '', image: null }] } },
  fieldErrors: withoutField(fieldErrors, 'options'),
});

export const removePollOption = ({ draft, fieldErrors }: DraftState, index: number): DraftState => ({
  draft: { ...draft, poll: { ...draft.poll, options: draft.poll.options.filter((_, at) => at !== index) } },
  fieldErrors: withoutField(withoutOptionErrors(fieldErrors), 'options'),
});

/** The poll's option count is at its bound: the options field says so. */
export const refuseOptionCount = ({ draft, fieldErrors }: DraftState, message: 'pollMaxOptions' | 'pollMinOptions'): DraftState => ({
  draft,
  fieldErrors: { ...fieldErrors, options: message },
});

export function setOptionText({ draft, fieldErrors }: DraftState, index: number, text: string): DraftState {
  const options = draft.poll.options.map((option, at) => (at === index ? { ...option, text } : option));
  return {
    draft: { ...draft, poll: { ...draft.poll, options } },
    fieldErrors: withoutField(fieldErrors, `option.${index}.text`, 'options'),
  };
}

export function setOptionImage({ draft, fieldErrors }: DraftState, index: number, image: File | null): DraftState {
  const options = draft.poll.options.map((option, at) => (at === index ? { ...option, image } : option));
  return { draft: { ...draft, poll: { ...draft.poll, options } }, fieldErrors: withoutField(fieldErrors, `option.${index}.image`) };
}

/** Every rule's message; a file refused at pick time keeps its own words (type or size) over 'required'. */
export const showErrors = ({ draft, fieldErrors }: DraftState): DraftState => ({
  draft,
  fieldErrors: { ...validatePost(draft), ...pickRefusals(fieldErrors) },
});
