import type { Story, StoryImage } from '../../../contract/stories.ts';
import type { StoryRow } from '../../db/schema.ts';
import { SIGNED_MEDIA_TTL_SECONDS, type MediaUrls } from '../../lib/media-urls.ts';
import { presentWriter } from '../posts/present.ts';
import type { StoryOwnerRow, VisibleStoryRow } from './repository.ts';

/**
 * A story image's signed URL: it lasts the usual signed time, or less when the story ends sooner, so a
 * copied link dies with the story (the media route also refuses a story file once its story expired).
 */
export function storyImageUrl(story: StoryRow, mediaUrls: MediaUrls, now: number): string {
  const secondsLeft = Math.floor((story.expiresAt.getTime() - now) / 1000);
  return mediaUrls.signed(story.imageKey, Math.max(1, Math.min(SIGNED_MEDIA_TTL_SECONDS, secondsLeft)));
}

export function presentStoryImage(story: StoryRow, seen: boolean, mediaUrls: MediaUrls, now: number): StoryImage {
  return {
    id: story.id,
    story_image: storyImageUrl(story, mediaUrls, now),
    created_at: story.createdAt.toISOString(),
    expires_at: story.expiresAt.toISOString(),
    seen,
  };
}

export function presentStory(owner: StoryOwnerRow, images: { story: StoryRow; seen: boolean }[], mediaUrls: MediaUrls, now: number): Story {
  return {
    user: presentWriter(owner, mediaUrls),
    story_image: images.map(({ story, seen }) => presentStoryImage(story, seen, mediaUrls, now)),
    seen: images.every((image) => image.seen),
  };
}

/**
 * The strip's order: the viewer's own story first, then people with unseen images, then the rest,
 * each group by its newest image (newest first); each person's images oldest first.
 */
export function presentStories(viewerId: number, rows: VisibleStoryRow[], mediaUrls: MediaUrls, now: number): Story[] {
  const byOwner = new Map<number, { owner: StoryOwnerRow; images: { story: StoryRow; seen: boolean }[]; newest: number }>();
  for (const { story, owner, seen } of rows) {
    const group = byOwner.get(owner.id) ?? { owner, images: [], newest: 0 };
    group.images.push({ story, seen });
    group.newest = Math.max(group.newest, story.createdAt.getTime());
    byOwner.set(owner.id, group);
  }
  const rank = (group: { owner: StoryOwnerRow; images: { seen: boolean }[] }) =>
    group.owner.id === viewerId ? 0 : group.images.some((image) => !image.seen) ? 1 : 2;
  return [...byOwner.values()]
    .map((group) => ({ group, rank: rank(group), newestId: Math.max(...group.images.map((image) => image.story.id)) }))
    .sort((a, b) => a.rank - b.rank || b.group.newest - a.group.newest || b.newestId - a.newestId)
    .map(({ group }) => presentStory(group.owner, group.images, mediaUrls, now));
}
