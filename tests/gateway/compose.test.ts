import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract';
import { toCreatePostBody } from '../../src/gateway/resolvers/compose';
import { GatewayError } from '../../src/services/gatewayError';
import { runOperation } from '../../src/services/gatewayError';
import { createUploads } from '../../src/services/upload';
import { png } from '../support/files';
import { fail, gatewayOver, ok } from './fixtures';
import { restPost } from './posts.fixtures';

describe('createPost resolver', () => {
  it('posts the contract body and reads the answer in product words', async () => {
    const { gateway, requests } = gatewayOver(
      {
        '/api/post/create': ok(
          restPost({
            post_type: 2,
            description: 'Launch #rocket',
            post_type_link: '/media/post/videos/v.mp4?exp=1&sig=abc',
            thumb_image: 'post/thumbs/t.jpg',
            video_teaser: 'post/teasers/t.mp4',
            payment_type: 2,
            payment_amount: 120,
            hash_tags: 'rocket,space',
            user: { ...restPost().user, posts_count: 4 },
          }),
          'Post created successfully',
        ),
      },
      { authToken: 'admin-token' },
    );
    // The composer's createPost actor (src/app/posts.ts) asks the gateway for CreatePost.
    const createPost = async (input: Parameters<typeof runOperation<'CreatePost'>>[2]['input']) =>
      (await runOperation(gateway, 'CreatePost', { input })).createPost;
    const answer = await createPost({
      type: 'VIDEO',
      description: 'Launch #rocket',
      hashtags: ['rocket'],
      payment: 'PAY_PER_VIEW',
      price: 120,
      mediaKey: 'post/videos/v.mp4',
      thumbnailKey: 'post/thumbs/t.jpg',
      teaserKey: 'post/teasers/t.mp4',
    });
    expect(requests).toEqual([
      {
        url: '/api/post/create',
        method: 'POST',
        authorization: 'Bearer admin-token',
        contentType: 'application/json',
        body: {
          post_type: 2,
          description: 'Launch #rocket',
          post_type_link: 'post/videos/v.mp4',
          thumb_image: 'post/thumbs/t.jpg',
          video_teaser: 'post/teasers/t.mp4',
          payment_type: 2,
          payment_amount: 120,
          hash_tags: ['rocket'],
        },
      },
    ]);
    expect(answer.message).toBe('Post created successfully');
    expect(answer.post).toMatchObject({
      id: '41',
      type: 'VIDEO',
      author: { id: '7', profilePhoto: '/media/user/profile/ada.jpg', isVerified: true, postsCount: 4 },
      mediaUrl: '/media/post/videos/v.mp4?exp=1&sig=abc',
      thumbnailUrl: '/media/post/thumbs/t.jpg',
      teaserUrl: '/media/post/teasers/t.mp4',
      payment: 'PAY_PER_VIEW',
      price: 120,
      hashtags: ['rocket', 'space'],
      poll: null,
    });
  });

  it("passes the server's refusal on with its message", async () => {
    const { gateway } = gatewayOver({ '/api/post/create': fail(400, Messages.verifyToSell) });
    const error = await runOperation(gateway, 'CreatePost', { input: { type: 'TEXT', description: 'Hi' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toBe(Messages.verifyToSell);
  });
});

describe('create-post body by type', () => {
  it('image: the keys in order, free by default', () => {
    expect(toCreatePostBody({ type: 'IMAGE', description: '', imageKeys: ['post/images/a.png', 'post/images/b.png'] })).toEqual({
      post_type: 0,
      description: '',
      images: ['post/images/a.png', 'post/images/b.png'],
      payment_type: 0,
      payment_amount: 0,
      hash_tags: [],
    });
  });
  it('audio: the file and its cover, for subscribers', () => {
    expect(
      toCreatePostBody({
        type: 'AUDIO',
        description: 'x',
        mediaKey: 'post/audios/s.mp3',
        thumbnailKey: 'post/thumbs/c.png',
        payment: 'SUBSCRIBERS',
        price: 9,
      }),
    ).toEqual({
      post_type: 1,
      description: 'x',
      post_type_link: 'post/audios/s.mp3',
      thumb_image: 'post/thumbs/c.png',
      payment_type: 1,
      payment_amount: 0,
      hash_tags: [],
    });
  });
  it('the people tagged travel as the comma list of their ids, on every type; nobody tagged sends no tags', () => {
    expect(toCreatePostBody({ type: 'TEXT', description: 'with friends', taggedUserIds: ['9', '11'] })).toEqual({
      post_type: 3,
      description: 'with friends',
      hash_tags: [],
      tags: '9,11',
    });
    expect(toCreatePostBody({ type: 'IMAGE', description: '', imageKeys: ['post/images/a.png'], taggedUserIds: ['4'] })).toMatchObject({
      tags: '4',
    });
    expect(
      toCreatePostBody({
        type: 'POLL',
        description: '',
        poll: { question: 'Q', kind: 'TEXT', options: [{ text: 'A' }, { text: 'B' }] },
        taggedUserIds: ['4'],
      }),
    ).toMatchObject({
      tags: '4',
    });
    expect(toCreatePostBody({ type: 'TEXT', description: 'alone', taggedUserIds: [] })).not.toHaveProperty('tags');
    expect(() => toCreatePostBody({ type: 'TEXT', description: 'x', taggedUserIds: ['9,10'] })).toThrow(Messages.userNotFound);
  });
  it('a video without its thumbnail is refused before any call', () => {
    expect(() => toCreatePostBody({ type: 'VIDEO', description: '', mediaKey: 'post/videos/v.mp4' })).toThrow(Messages.thumbnailRequired);
  });
  it('poll: question, kind and options (image keys for image polls)', () => {
    expect(
      toCreatePostBody({
        type: 'POLL',
        description: '',
        hashtags: ['vote'],
        poll: {
          question: 'Which?',
          kind: 'IMAGE',
          options: [
            { text: 'A', imageKey: 'post/images/a.png' },
            { text: 'B', imageKey: 'post/images/b.png' },
          ],
        },
      }),
    ).toEqual({
      post_type: 4,
      description: '',
      question: 'Which?',
      poll_type: 'image',
      options: [
        { text: 'A', image: 'post/images/a.png' },
        { text: 'B', image: 'post/images/b.png' },
      ],
      hash_tags: ['vote'],
    });
  });
});

describe('posting service: uploads', () => {
  it('sends the file to its folder with its name, honouring the signal, and answers key and location', async () => {
    const { rest, requests } = gatewayOver(
      {
        '/api/upload': ok({
          key: 'post/images/a.png',
          location: '/media/post/images/a.png',
          width: 10,
          height: 10,
          aspect_ratio: 1,
          mime: 'image/png',
          size: 3,
        }),
      },
      { authToken: 'admin-token' },
    );
    const uploads = createUploads({ rest });
    const answer = await uploads.file({ folder: 'post/images/', file: png('a.png') }, new AbortController().signal);
    expect(answer).toEqual({ key: 'post/images/a.png', location: '/media/post/images/a.png' });
    const form = requests[0]!.body as FormData;
    expect(form.get('path')).toBe('post/images/');
    expect((form.get('file') as File).name).toBe('a.png');
    const aborted = new AbortController();
    aborted.abort();
    await expect(uploads.file({ folder: 'post/images/', file: png('a.png') }, aborted.signal)).rejects.toThrow();
  });
});
