import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import type { GatewayRequestError } from '../../src/gateway/errors';
import { commaList, toPost } from '../../src/gateway/resolvers/posts';
import { fail, gatewayOver, ok } from './fixtures';
import { restPost, restPosts } from './posts.fixtures';

const author = {
  id: '7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada.l',
  profilePhoto: '/media/user/profile/ada.jpg',
  isVerified: true,
  isFollowing: true,
  isSubscribed: false,
  postsCount: 12,
};

describe('toPost: the wire quirks of a post end in the gateway', () => {
  it('a free text post: comma lists as arrays, flags as booleans, no media', () => {
    expect(toPost(restPosts.text)).toEqual({
      id: '41',
      author,
      type: 'TEXT',
      description: 'Notes on the engine #Maths',
      images: [],
      mediaUrl: null,
      thumbnailUrl: null,
      teaserUrl: null,
      hlsUrl: null,
      posterUrl: null,
      previewUrl: null,
      previewSources: [],
      mediaCount: 0,
      payment: 'FREE',
      price: 0,
      hashtags: ['maths', 'engines'],
      taggedUserIds: [],
      taggedPeople: [],
      width: null,
      height: null,
      aspectRatio: null,
      isLocked: false,
      isLiked: false,
      isFavourite: false,
      likeCount: 3,
      commentCount: 1,
      createdAt: '2026-11-20T10:00:00.000Z',
      poll: null,
    });
  });

  it('an open image post: images with sizes, relative keys under /media/, hashtags cleaned, tags as ids', () => {
    const post = toPost(restPosts.image);
    expect(post).toMatchObject({
      type: 'IMAGE',
      images: [
        {
          url: '/media/post/images/a.jpg',
          width: 1200,
          height: 800,
          // The widths per format pass through as the server wrote them, AVIF first.
          sources: [
            { type: 'image/avif', srcset: '/media/variant/a320.avif 320w, /media/variant/a640.avif 640w' },
            { type: 'image/webp', srcset: '/media/variant/a320.webp 320w, /media/variant/a640.webp 640w' },
          ],
        },
        { url: '/media/post/images/b.jpg', width: 800, height: 800, sources: [] },
      ],
      mediaUrl: null,
      previewUrl: '/media/post/previews/42.jpg',
      mediaCount: 2,
      hashtags: ['sunset', 'beach'],
      taggedUserIds: ['9', '11'],
      taggedPeople: [
        {
          id: '9',
          firstName: 'Grace',
          lastName: 'Hopper',
          username: 'grace',
          profilePhoto: '/media/user/profile/grace.jpg',
          isVerified: true,
        },
        { id: '11', firstName: 'Alan', lastName: 'Turing', username: 'alan', profilePhoto: null, isVerified: false },
      ],
      isLiked: true,
      isFavourite: true,
      isLocked: false,
      aspectRatio: 1.5,
    });
  });

  it('an image post with only the comma list of post_type_link', () => {
    expect(toPost(restPosts.imageLinksOnly).images).toEqual([
      { url: '/media/post/images/c.jpg', width: 640, height: 480, sources: [] },
      { url: 'https://cdn.example.com/d.png', width: 640, height: 480, sources: [] },
    ]);
  });

  it('a locked pay-per-view image post: no images, the count, the preview and the coin price', () => {
    expect(toPost(restPosts.lockedImage)).toMatchObject({
      type: 'IMAGE',
      images: [],
      mediaCount: 3,
      previewUrl: '/media/post/previews/44.jpg',
      thumbnailUrl: '/media/post/previews/44.jpg',
      payment: 'PAY_PER_VIEW',
      price: 150,
      isLocked: true,
    });
  });

  it('audio: the file and its cover; a locked one never exposes the file, whatever the wire says', () => {
    expect(toPost(restPosts.audio)).toMatchObject({
      type: 'AUDIO',
      mediaUrl: '/media/post/audios/song.mp3',
      thumbnailUrl: '/media/post/thumbs/cover.jpg',
      payment: 'SUBSCRIBERS',
      price: 0,
      isLocked: false,
    });
    expect(toPost(restPosts.lockedAudio)).toMatchObject({ type: 'AUDIO', mediaUrl: null, payment: 'SUBSCRIBERS', isLocked: true });
  });

  it('video: signed file passes through, thumbnail and teaser; a locked one keeps the teaser only', () => {
    expect(toPost(restPosts.video)).toMatchObject({
      type: 'VIDEO',
      mediaUrl: '/media/post/videos/clip.mp4?exp=99&sig=abc',
      thumbnailUrl: '/media/post/thumbs/clip.jpg',
      teaserUrl: '/media/post/teasers/clip.mp4',
      width: 1920,
      height: 1080,
    });
    expect(toPost(restPosts.lockedVideo)).toMatchObject({
      mediaUrl: null,
      teaserUrl: '/media/post/teasers/t48.mp4',
      previewUrl: '/media/post/previews/48.jpg',
      payment: 'PAY_PER_VIEW',
      price: 99,
      isLocked: true,
    });
    const hls = '/media/video/hls/abc.m3u8?exp=99&sig=abc';
    const poster = '/media/video/posters/abc.jpg?exp=99&sig=abc';
    expect(toPost({ ...restPosts.video, video_hls: hls, video_poster: poster })).toMatchObject({ hlsUrl: hls, posterUrl: poster });
    expect(toPost({ ...restPosts.lockedVideo, video_hls: hls, video_poster: poster })).toMatchObject({ hlsUrl: null, posterUrl: null });
  });

  it('poll: question, kind, options with percentages and the viewer vote', () => {
    expect(toPost(restPosts.poll).poll).toEqual({
      id: '5',
      question: 'Tea or coffee?',
      kind: 'TEXT',
      totalVotes: 3,
      hasVoted: true,
      options: [
        { id: '1', text: 'Tea', imageUrl: null, votes: 2, percentage: 66.7, isChosen: true },
        { id: '2', text: 'Coffee', imageUrl: '/media/post/images/coffee.png', votes: 1, percentage: 33.3, isChosen: false },
      ],
    });
    const notVoted = restPost({
      ...restPosts.poll,
      voted: 0,
      poll_options: restPosts.poll.poll_options.map((o) => ({ ...o, voted: 0 as const })),
    });
    expect(toPost(notVoted).poll?.hasVoted).toBe(false);
  });

  it('payment_type 1 on a free-looking post still reads subscriber-only; the price only counts for pay-per-view', () => {
    expect(toPost(restPost({ payment_type: 1, payment_amount: 40 }))).toMatchObject({ payment: 'SUBSCRIBERS', price: 0 });
    expect(toPost(restPost({ payment_type: 2, payment_amount: 40 }))).toMatchObject({ payment: 'PAY_PER_VIEW', price: 40 });
  });

  it('commaList drops blanks and trims', () => {
    expect(commaList(' a, b ,,c,')).toEqual(['a', 'b', 'c']);
    expect(commaList('')).toEqual([]);
    expect(commaList(null)).toEqual([]);
  });
});

describe('feed resolvers', () => {
  const all = Object.values(restPosts);

  it('homeFeed posts the page and maps every post of all five types', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.homeFeed.path]: ok(all) }, { authToken: 'tok' });
    const { homeFeed } = await gateway.request('HomeFeed', { page: 2 });
    expect(requests[0]).toMatchObject({ url: '/api/feeds', method: 'POST', authorization: 'Bearer tok', body: { page: 2 } });
    expect(homeFeed).toEqual(all.map(toPost));
    expect(new Set(homeFeed.map((post) => post.type))).toEqual(new Set(['TEXT', 'IMAGE', 'AUDIO', 'VIDEO', 'POLL']));
  });

  it('userFeed sends the numeric user id', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.personFeed.path]: ok([restPosts.text]) });
    const { userFeed } = await gateway.request('UserFeed', { userId: '7', page: 1 });
    expect(requests[0]?.body).toEqual({ user_id: 7, page: 1 });
    expect(userFeed.map((post) => post.id)).toEqual(['41']);
  });

  it('trendingFeed carries the page in the query and an empty body', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.trendingPosts.path]: ok([restPosts.lockedImage]) });
    const { trendingFeed } = await gateway.request('TrendingFeed', { page: 3 });
    expect(requests[0]).toMatchObject({ url: '/api/feeds/trending?page=3', method: 'POST', body: {} });
    expect(trendingFeed[0]?.isLocked).toBe(true);
  });

  it('tagFeed sends the hashtag and the page', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.hashtagFeed.path]: ok([]) });
    const { tagFeed } = await gateway.request('TagFeed', { hashtag: ' sunset ', page: 1 });
    expect(requests[0]?.body).toEqual({ hash_tag: 'sunset', page: 1 });
    expect(tagFeed).toEqual([]);
  });

  it('favouriteFeed asks newest first (sort DESC)', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.favourites.path]: ok([restPosts.image]) });
    await gateway.request('FavouriteFeed', { page: 1 });
    expect(requests[0]?.body).toEqual({ page: 1, sort: 'DESC' });
  });

  it('post(id) is a GET of /api/post/{id}', async () => {
    const { gateway, requests } = gatewayOver({ '/api/post/47': ok(restPosts.video) });
    const { post } = await gateway.request('Post', { id: '47' });
    expect(requests[0]).toMatchObject({ url: '/api/post/47', method: 'GET', body: null });
    expect(post.teaserUrl).toBe('/media/post/teasers/clip.mp4');
  });

  it('post(id) with an id the API cannot name fails as not found without a call', async () => {
    const { gateway, requests } = gatewayOver({});
    const error = await gateway.request('Post', { id: 'abc' }).catch((e: GatewayRequestError) => e.errors[0]);
    expect(error).toMatchObject({ message: 'Post not found', extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(requests).toEqual([]);
  });

  it('a failed page keeps the server message (spec §8 tag posts)', async () => {
    const { gateway } = gatewayOver({ [Endpoints.hashtagFeed.path]: fail(500, 'Error Occured while getting #tags post') });
    const error = await gateway.request('TagFeed', { hashtag: 'x', page: 1 }).then(
      () => null,
      (e: GatewayRequestError) => e.errors[0],
    );
    expect(error?.message).toBe('Error Occured while getting #tags post');
  });

  it('searchHashtags strips the # both ways', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.searchHashtags.path]: ok([{ hash_tag: '#sunset', posts_count: 4 }]) });
    const { searchHashtags } = await gateway.request('SearchHashtags', { search: '#sun', page: 1 });
    expect(requests[0]?.body).toEqual({ search: 'sun', page: 1 });
    expect(searchHashtags).toEqual([{ name: 'sunset', postsCount: 4 }]);
  });
});

describe('post action resolvers', () => {
  it('toggleLike answers the new state and count', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.likePost.path]: ok({ post_id: 41, is_like: 1, post_like_counter: 4 }, 'Liked'),
    });
    const { toggleLike } = await gateway.request('ToggleLike', { postId: '41' });
    expect(requests[0]?.body).toEqual({ post_id: 41 });
    expect(toggleLike).toEqual({ message: 'Liked', postId: '41', isLiked: true, likeCount: 4 });
  });

  it('setFavourite picks favourite or unfavourite', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.favouritePost.path]: ok({ post_id: 41, is_favourite: 1 }, 'Added'),
      [Endpoints.unfavouritePost.path]: ok({ post_id: 41, is_favourite: 0 }, 'Removed'),
    });
    const on = await gateway.request('SetFavourite', { postId: '41', favourite: true });
    const off = await gateway.request('SetFavourite', { postId: '41', favourite: false });
    expect(requests.map((r) => r.url)).toEqual(['/api/post/favourite', '/api/post/unfavourite']);
    expect(on.setFavourite).toEqual({ message: 'Added', postId: '41', isFavourite: true });
    expect(off.setFavourite.isFavourite).toBe(false);
  });

  it('reportPost sends the reason as its code, and the words only for OTHER', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.reportPost.path]: ok({ post_id: 41 }, 'Post reported') });
    const { reportPost } = await gateway.request('ReportPost', { postId: '41', reason: 'SPAM', text: 'ignored' });
    await gateway.request('ReportPost', { postId: '41', reason: 'OTHER', text: 'A scam link' });
    expect(requests.map((r) => r.body)).toEqual([
      { post_id: 41, reason: 'spam' },
      { post_id: 41, reason: 'other', text: 'A scam link' },
    ]);
    expect(reportPost).toEqual({ message: 'Post reported', postId: '41' });
  });

  it('hidePost names the author when known', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.hidePost.path]: ok({ post_id: 41 }, 'Post hidden') });
    await gateway.request('HidePost', { postId: '41', authorId: '7' });
    expect(requests[0]?.body).toEqual({ post_id: 41, to_user_id: 7 });
  });

  it('deletePost answers the author posts count', async () => {
    const { gateway } = gatewayOver({ [Endpoints.deletePost.path]: ok({ post_id: 41, posts_count: 11 }, 'Post Deleted') });
    const { deletePost } = await gateway.request('DeletePost', { postId: '41' });
    expect(deletePost).toEqual({ message: 'Post Deleted', postId: '41', postsCount: 11 });
  });

  it('a refused delete carries the server message', async () => {
    const { gateway } = gatewayOver({ [Endpoints.deletePost.path]: fail(403, 'Post Delete Failed') });
    const error = await gateway.request('DeletePost', { postId: '41' }).catch((e: GatewayRequestError) => e.errors[0]);
    expect(error).toMatchObject({ message: 'Post Delete Failed', extensions: { code: 'FORBIDDEN' } });
  });
});
