import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages, type MessageKey } from '../../contract';
import { HASHTAGS_MAX, KB } from '../../contract/rules';
import {
  amountErrors,
  descriptionTooLong,
  emptyPostDraft,
  fileError,
  isBlockedAmountKey,
  parseHashtags,
  slotFileError,
  typedAmount,
  validatePost,
  type PostDraft,
} from '../../src/validation';
import { fileOf, jpeg, MB, mp3, mp4, png } from '../support/files';

const text = (key: MessageKey | undefined) => (key ? Messages[key] : undefined);
const firstFailure = (checks: Array<[boolean, MessageKey]>) => checks.find(([broken]) => broken)?.[1];
const draft = (overrides: Partial<PostDraft>): PostDraft => ({ ...emptyPostDraft(overrides.kind ?? 'image'), ...overrides });

describe('file rules (spec §5): checked in the browser before upload', () => {
  it('takes jpg, jpeg and png images under 30 MB, in any letter case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png']) expect(fileError('image', fileOf(name, 'image/jpeg', 29 * MB))).toBeUndefined();
  });
  it('refuses other image types and images over 30 MB with the exact messages', () => {
    expect(text(fileError('image', fileOf('a.gif', 'image/gif')))).toBe('Upload only .jpeg/.jpg/.png files');
    expect(text(fileError('image', png('big.png', 30_720 * KB + 1)))).toBe('Please Select less then 30 MB Image file');
    expect(fileError('image', png('edge.png', 30_720 * KB))).toBeUndefined();
  });
  it('takes mp4 video under 100 MB only', () => {
    expect(fileError('video', mp4())).toBeUndefined();
    expect(text(fileError('video', fileOf('a.mov', 'video/quicktime')))).toBe('Upload only .mp4 video files');
    expect(text(fileError('video', mp4('big.mp4', 102_400 * KB + 1)))).toBe('Please select less them 100MB Video file');
  });
  it('takes mp3 audio under 30 MB only', () => {
    expect(fileError('audio', mp3())).toBeUndefined();
    expect(text(fileError('audio', fileOf('a.wav', 'audio/wav')))).toBe('upload only mp3');
    expect(text(fileError('audio', mp3('big.mp3', 31 * MB)))).toBe('Please select less then 30 MB Audio File');
  });
  it('refuses audio as a teaser, even renamed .mp4', () => {
    expect(text(slotFileError('teaser', mp3()))).toBe('Upload only .mp4 video files');
    expect(text(slotFileError('teaser', fileOf('song.mp4', 'audio/mpeg')))).toBe('Upload only .mp4 video files');
    expect(slotFileError('teaser', mp4())).toBeUndefined();
  });
  it('checks the type before the size', () => {
    fc.assert(
      fc.property(fc.constantFrom('a.gif', 'a.webp', 'a', 'a.png.exe'), fc.nat({ max: 200 * MB }), (name, size) => {
        expect(fileError('image', fileOf(name, '', size))).toBe('imageType');
      }),
    );
  });
});

describe('pay-per-view amount', () => {
  it("requires an amount ('amount required') and rejects 0", () => {
    expect(text(firstFailure(amountErrors('')))).toBe('amount required');
    expect(text(firstFailure(amountErrors('0')))).toBe('Amount must be greater than 0');
    expect(firstFailure(amountErrors('00000'))).toBe('amountPositive');
    expect(firstFailure(amountErrors('99999'))).toBeUndefined();
  });
  it('blocks e E + - . and keeps at most 5 digits as typed', () => {
    for (const key of ['e', 'E', '+', '-', '.']) expect(isBlockedAmountKey(key)).toBe(true);
    expect(isBlockedAmountKey('5')).toBe(false);
    expect(typedAmount('1e5.2-3')).toBe('1523');
    expect(typedAmount('123456')).toBe('12345');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = typedAmount(typed);
        expect(kept).toMatch(/^\d{0,5}$/);
      }),
    );
  });
  it('accepts every whole number from 1 to 99999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (n) => {
        expect(firstFailure(amountErrors(String(n)))).toBeUndefined();
      }),
    );
  });
});

describe('hashtags typed in the description', () => {
  it('reads #tags, lowercase, without duplicates, in order', () => {
    expect(parseHashtags('Sunset #Beach and #sunset, #beach again #été #a_b1')).toEqual(['beach', 'sunset', 'été', 'a_b1']);
    expect(parseHashtags('no tags # here')).toEqual([]);
    // As the server reads them: a run longer than a hashtag may be is not cut down to one.
    expect(parseHashtags(`#${'a'.repeat(51)} #ok`)).toEqual(['ok']);
  });
  it('gives valid tags, and a caption with more than the contract allows is refused before it is sent', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9_]{1,12}$/), { maxLength: 60 }), (words) => {
        const description = words.map((w) => `#${w}`).join(' ');
        const tags = parseHashtags(description);
        for (const tag of tags) expect(tag).toMatch(/^[\p{L}\p{N}_]{1,50}$/u);
        const refused = validatePost(draft({ kind: 'text', description: description || 'x' })).description === 'hashtagsTooMany';
        expect(refused).toBe(tags.length > HASHTAGS_MAX);
      }),
    );
  });
});

describe('captions', () => {
  it("over 240 characters: 'please enter less then 240 word', for media and polls", () => {
    expect(descriptionTooLong('image', 'x'.repeat(240))).toBeUndefined();
    expect(text(descriptionTooLong('image', 'x'.repeat(241)))).toBe('please enter less then 240 word');
    expect(text(validatePost(draft({ kind: 'poll', description: 'x'.repeat(241) })).description)).toBe('please enter less then 240 word');
  });
  it("text posts: required ('Caption is required.'), at most 640", () => {
    expect(text(validatePost(draft({ kind: 'text', description: '  ' })).description)).toBe('Caption is required.');
    expect(text(validatePost(draft({ kind: 'text', description: 'x'.repeat(641) })).description)).toBe('Please enter less then 640 word');
    expect(validatePost(draft({ kind: 'text', description: 'x'.repeat(640) }))).toEqual({});
  });
  it('counts characters of the trimmed text, keeps line breaks and refuses other controls', () => {
    expect(descriptionTooLong('image', `${'😀'.repeat(240)}  `)).toBeUndefined();
    expect(validatePost(draft({ kind: 'text', description: 'two\nlines\tand a tab' }))).toEqual({});
    expect(validatePost(draft({ kind: 'text', description: 'bell\u0007' })).description).toBe('controlCharacters');
    expect(
      validatePost(
        draft({
          kind: 'poll',
          poll: {
            question: 'q',
            kind: 'text',
            options: [
              { text: 'a'.repeat(101), image: null },
              { text: 'b', image: null },
            ],
          },
        }),
      ),
    ).toEqual({
      'option.0.text': 'pollOptionTooLong',
    });
  });
  it('the live length rule agrees with the full check for every length', () => {
    fc.assert(
      fc.property(fc.constantFrom('image' as const, 'text' as const), fc.integer({ min: 1, max: 800 }), (kind, length) => {
        const description = 'y'.repeat(length);
        expect(validatePost(draft({ kind, description, images: [png()] })).description).toBe(descriptionTooLong(kind, description));
      }),
    );
  });
});

describe('posts by kind', () => {
  it("image post needs images ('please upload image')", () => {
    expect(text(validatePost(draft({ kind: 'image' })).images)).toBe('please upload image');
    expect(validatePost(draft({ kind: 'image', images: [png(), jpeg()] }))).toEqual({});
  });
  it('video post needs the video and a thumbnail; the teaser is optional but must be video', () => {
    expect(validatePost(draft({ kind: 'video' }))).toEqual({ video: 'videoRequired', thumbnail: 'thumbnailRequired' });
    expect(validatePost(draft({ kind: 'video', video: mp4(), thumbnail: png() }))).toEqual({});
    expect(validatePost(draft({ kind: 'video', video: mp4(), thumbnail: png(), teaser: mp3() }))).toEqual({ teaser: 'videoType' });
  });
  it("audio post needs the audio and a cover ('cover required')", () => {
    expect(validatePost(draft({ kind: 'audio' }))).toEqual({ audio: 'audioRequired', cover: 'coverRequired' });
    expect(text(validatePost(draft({ kind: 'audio', audio: mp3() })).cover)).toBe('cover required');
  });
  it('pay-per-view needs a price; free and subscribers do not', () => {
    const base = { kind: 'image' as const, images: [png()] };
    expect(validatePost(draft({ ...base, payment: 'payPerView', amount: '' }))).toEqual({ amount: 'amountRequired' });
    expect(validatePost(draft({ ...base, payment: 'payPerView', amount: '0' }))).toEqual({ amount: 'amountPositive' });
    expect(validatePost(draft({ ...base, payment: 'subscribers' }))).toEqual({});
  });
});

describe('polls (spec §5 Poll)', () => {
  const poll = (over: Partial<PostDraft['poll']>) => draft({ kind: 'poll', poll: { ...emptyPostDraft('poll').poll, ...over } });
  it('starts with 3 empty text options', () => {
    expect(emptyPostDraft('poll').poll.options).toHaveLength(3);
    expect(emptyPostDraft('poll').poll.kind).toBe('text');
  });
  it('asks for the question and at least two options with the exact messages', () => {
    const errors = validatePost(
      poll({
        question: ' ',
        options: [
          { text: 'Yes', image: null },
          { text: '', image: null },
          { text: '', image: null },
        ],
      }),
    );
    expect(text(errors.question)).toBe('Please enter question');
    expect(text(errors.options)).toBe('Please provide at least two options.');
  });
  it('a text poll with two filled options is fine, blank ones are dropped', () => {
    expect(
      validatePost(
        poll({
          question: 'Tea?',
          options: [
            { text: 'Yes', image: null },
            { text: 'No', image: null },
            { text: '', image: null },
          ],
        }),
      ),
    ).toEqual({});
  });
  it('an image poll needs an image and a text on every option', () => {
    const errors = validatePost(
      poll({
        question: 'Which?',
        kind: 'image',
        options: [
          { text: 'A', image: png() },
          { text: '', image: null },
          { text: 'C', image: fileOf('c.gif', 'image/gif') },
        ],
      }),
    );
    expect(errors).toEqual({
      'option.1.text': 'pollOptionTextRequired',
      'option.1.image': 'pollOptionImageRequired',
      'option.2.image': 'imageType',
    });
  });
  it('more than 6 or fewer than 2 options are refused', () => {
    const option = { text: 'x', image: null };
    expect(text(validatePost(poll({ question: 'q', options: Array(7).fill(option) })).options)).toBe('You can add maximum 6 option only');
    expect(text(validatePost(poll({ question: 'q', options: [option] })).options)).toBe('Minimum 2 options are compulsory');
  });
});
