import { describe, expect, it } from 'vitest';
import { TAGGED_USERS_MAX } from '../../contract/rules';
import * as edit from '../../src/machines/uploadDraft';
import { fileOf, mp3, mp4, png } from '../support/files';
import * as cx from './composeFixtures';

const pdf = fileOf('notes.pdf', 'application/pdf');

describe('draft edits: each returns the next draft and the messages that still hold', () => {
  it('opens an empty draft of the chosen kind with no messages', () => {
    const { draft, fieldErrors } = edit.openDraft('poll');
    expect(draft).toMatchObject({ kind: 'poll', description: '', payment: 'free', poll: { question: '', kind: 'text' } });
    expect(draft.poll.options).toHaveLength(3);
    expect(fieldErrors).toEqual({});
  });

  it('an edit clears its own field’s message and leaves the others', () => {
    const state = { ...edit.openDraft('image'), fieldErrors: { description: 'captionRequired', images: 'uploadImage' } as const };
    const next = edit.setDescription(state, 'Sunset');
    expect(next.draft.description).toBe('Sunset');
    expect(next.fieldErrors).toEqual({ images: 'uploadImage' });
    expect(state.draft.description, 'the state it was given is left as it was').toBe('');
  });

  it('adds the images that pass, shows the first refusal, stops at 10', () => {
    const mixed = edit.addImages(edit.openDraft('image'), [cx.photo, pdf, cx.secondPhoto]);
    expect(mixed.draft.images).toEqual([cx.photo, cx.secondPhoto]);
    expect(mixed.fieldErrors).toEqual({ images: 'imageType' });
    const many = edit.addImages(
      edit.openDraft('image'),
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    );
    expect(many.draft.images).toHaveLength(10);
    expect(many.fieldErrors).toEqual({ images: 'tooManyImages' });
    expect(edit.addImages(mixed, [png('x.png')]).fieldErrors).toEqual({});
  });

  it('removes an image by position', () => {
    const two = edit.addImages(edit.openDraft('image'), [cx.photo, cx.secondPhoto]);
    expect(edit.removeImage(two, 0).draft.images).toEqual([cx.secondPhoto]);
  });

  it('a picked file of the wrong kind or size is refused with its words; a good one takes its slot', () => {
    const video = edit.openDraft('video');
    expect(edit.pickRefusal({ slot: 'teaser', file: mp3() })).toBe('videoType');
    expect(edit.pickRefusal({ slot: 'video', file: mp4('big.mp4', 101 * 1024 * 1024) })).toBe('videoTooBig');
    expect(edit.pickRefusal({ slot: 'pollImage', index: 1, file: mp3() })).toBe('imageType');
    expect(edit.pickRefusal({ slot: 'video', file: null })).toBeUndefined();
    const refused = edit.refuseFile(video, { slot: 'teaser', file: mp3() });
    expect(refused.draft.teaser).toBeNull();
    expect(refused.fieldErrors).toEqual({ teaser: 'videoType' });
    expect(edit.refuseFile(edit.openDraft('poll'), { slot: 'pollImage', index: 1, file: mp3() }).fieldErrors).toEqual({
      'option.1.image': 'imageType',
    });
    const teaser = mp4('t.mp4');
    const taken = edit.setFile(refused, 'teaser', teaser);
    expect(taken.draft.teaser).toBe(teaser);
    expect(taken.fieldErrors).toEqual({});
  });

  it('payment and amount clear the amount message', () => {
    const state = { ...edit.openDraft('audio'), fieldErrors: { amount: 'amountRequired' } as const };
    expect(edit.setPayment(state, 'payPerView')).toMatchObject({ draft: { payment: 'payPerView' }, fieldErrors: {} });
    expect(edit.setAmount(state, '50')).toMatchObject({ draft: { amount: '50' }, fieldErrors: {} });
  });

  it('poll options: add, remove (renumbering their messages), text and image by position', () => {
    const poll = edit.setPollKind(edit.openDraft('poll'), 'image');
    const withErrors = {
      ...poll,
      fieldErrors: { 'option.2.image': 'pollOptionImageRequired', options: 'pollMaxOptions', question: 'pollQuestionRequired' } as const,
    };
    expect(edit.addPollOption(withErrors).draft.poll.options).toHaveLength(4);
    expect(edit.addPollOption(withErrors).fieldErrors).toEqual({
      'option.2.image': 'pollOptionImageRequired',
      question: 'pollQuestionRequired',
    });
    const removed = edit.removePollOption(withErrors, 0);
    expect(removed.draft.poll.options).toHaveLength(2);
    expect(removed.fieldErrors).toEqual({ question: 'pollQuestionRequired' });
    expect(edit.setPollKind(withErrors, 'text').fieldErrors).toEqual({ options: 'pollMaxOptions', question: 'pollQuestionRequired' });
    const image = png('a.png');
    const edited = edit.setOptionImage(edit.setOptionText(poll, 1, 'B'), 1, image);
    expect(edited.draft.poll.options[1]).toEqual({ text: 'B', image });
    expect(edit.setQuestion(withErrors, 'Tea?').fieldErrors).not.toHaveProperty('question');
    expect(edit.refuseOptionCount(poll, 'pollMinOptions').fieldErrors).toEqual({ options: 'pollMinOptions' });
  });

  it('showing errors gives every rule’s message, a pick refusal keeping its own words', () => {
    const refused = edit.refuseFile(edit.openDraft('video'), { slot: 'video', file: mp4('big.mp4', 101 * 1024 * 1024) });
    expect(edit.showErrors(refused).fieldErrors).toEqual({ video: 'videoTooBig', thumbnail: 'thumbnailRequired' });
    expect(edit.showErrors(edit.openDraft('text')).fieldErrors).toEqual({ description: 'captionRequired' });
  });
});

describe('draft edits: tagging people', () => {
  const person = (id: string) => ({ id, firstName: 'P', lastName: id, username: `p${id}`, profilePhoto: null, isVerified: false });
  it('tags each person once, in the order chosen; untagging takes one out', () => {
    let state = edit.openDraft('text');
    expect(state.draft.tagged).toEqual([]);
    state = edit.tagPerson(edit.tagPerson(edit.tagPerson(state, person('3')), person('5')), person('3'));
    expect(state.draft.tagged.map((tagged) => tagged.id)).toEqual(['3', '5']);
    expect(edit.canTag(state.draft, person('3'))).toBe(false);
    state = edit.untagPerson(state, '3');
    expect(state.draft.tagged.map((tagged) => tagged.id)).toEqual(['5']);
  });

  it(`stops at ${TAGGED_USERS_MAX}, the most the server keeps`, () => {
    let state = edit.openDraft('image');
    for (let id = 1; id <= TAGGED_USERS_MAX + 2; id++) state = edit.tagPerson(state, person(String(id)));
    expect(state.draft.tagged).toHaveLength(TAGGED_USERS_MAX);
    expect(edit.canTag(state.draft, person('99'))).toBe(false);
  });
});
