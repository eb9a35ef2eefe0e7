import { describe, expect, it } from 'vitest';
import { toCreatePostInput, uploadJobs } from '../../src/machines/uploadRequest';
import { openDraft, type Draft } from '../../src/machines/uploadDraft';
import { mp3, mp4, png } from '../support/files';
import * as cx from './composeFixtures';

describe('files to send up', () => {
  it('an image post sends its images in order, to the images folder', () => {
    const draft: Draft = { ...openDraft('image').draft, images: [cx.photo, cx.secondPhoto] };
    expect(uploadJobs(draft)).toEqual([
      { slot: 'image', index: 0, folder: 'post/images/', file: cx.photo },
      { slot: 'image', index: 1, folder: 'post/images/', file: cx.secondPhoto },
    ]);
  });
  it('a video without a teaser sends two files; a text post none', () => {
    const draft: Draft = { ...openDraft('video').draft, video: mp4(), thumbnail: png() };
    expect(uploadJobs(draft).map((job) => job.slot)).toEqual(['video', 'thumbnail']);
    expect(uploadJobs(openDraft('text').draft)).toEqual([]);
  });
});

describe('createPost input by kind', () => {
  const keys = (draft: Draft) => uploadJobs(draft).map((job, n) => ({ key: `${job.folder}k${n}.bin`, location: '' }));
  it('video: video, thumbnail and teaser keys, pay-per-view price', () => {
    const draft: Draft = {
      ...openDraft('video').draft,
      video: mp4(),
      thumbnail: png(),
      teaser: mp4('t.mp4'),
      payment: 'payPerView',
      amount: '120',
    };
    const jobs = uploadJobs(draft);
    expect(jobs.map((job) => job.folder)).toEqual(['post/videos/', 'post/thumbs/', 'post/teasers/']);
    expect(toCreatePostInput(draft, jobs, keys(draft))).toEqual({
      type: 'VIDEO',
      description: '',
      hashtags: [],
      payment: 'PAY_PER_VIEW',
      price: 120,
      mediaKey: 'post/videos/k0.bin',
      thumbnailKey: 'post/thumbs/k1.bin',
      teaserKey: 'post/teasers/k2.bin',
    });
  });
  it('audio: the audio and its cover, for subscribers', () => {
    const draft: Draft = { ...openDraft('audio').draft, audio: mp3(), cover: png(), payment: 'subscribers' };
    expect(toCreatePostInput(draft, uploadJobs(draft), keys(draft))).toMatchObject({
      type: 'AUDIO',
      payment: 'SUBSCRIBERS',
      mediaKey: 'post/audios/k0.bin',
      thumbnailKey: 'post/thumbs/k1.bin',
    });
  });
  it('image poll: every option with its text and image key; text poll drops blank options', () => {
    const base = openDraft('poll').draft;
    const imagePoll: Draft = {
      ...base,
      poll: {
        question: ' Which? ',
        kind: 'image',
        options: [
          { text: 'A', image: png('a.png') },
          { text: 'B ', image: png('b.png') },
        ],
      },
    };
    expect(toCreatePostInput(imagePoll, uploadJobs(imagePoll), keys(imagePoll))).toEqual({
      type: 'POLL',
      description: '',
      hashtags: [],
      poll: {
        question: 'Which?',
        kind: 'IMAGE',
        options: [
          { text: 'A', imageKey: 'post/images/k0.bin' },
          { text: 'B', imageKey: 'post/images/k1.bin' },
        ],
      },
    });
    const textPoll: Draft = {
      ...base,
      poll: {
        ...base.poll,
        question: 'Tea?',
        options: [
          { text: 'Yes', image: null },
          { text: ' ', image: null },
          { text: 'No', image: null },
        ],
      },
    };
    expect(uploadJobs(textPoll)).toEqual([]);
    expect(toCreatePostInput(textPoll, [], []).poll?.options).toEqual([{ text: 'Yes' }, { text: 'No' }]);
  });
});

describe('createPost input: the people tagged', () => {
  const person = (id: string) => ({ id, firstName: 'P', lastName: id, username: `p${id}`, profilePhoto: null, isVerified: false });
  it('sends their ids in the order tagged, on any kind; nobody tagged sends none', () => {
    const text: Draft = { ...openDraft('text').draft, description: 'with friends', tagged: [person('9'), person('4')] };
    expect(toCreatePostInput(text, [], [])).toEqual({ type: 'TEXT', description: 'with friends', hashtags: [], taggedUserIds: ['9', '4'] });
    const image: Draft = { ...openDraft('image').draft, images: [cx.photo], tagged: [person('9')] };
    expect(toCreatePostInput(image, uploadJobs(image), [{ key: 'post/images/a.jpg', location: '' }])).toMatchObject({
      taggedUserIds: ['9'],
    });
    expect(toCreatePostInput({ ...text, tagged: [] }, [], [])).not.toHaveProperty('taggedUserIds');
  });
});
