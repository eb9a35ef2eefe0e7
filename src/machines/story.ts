/*
 * A person's story as the strip and the player read it (the gateway's words): their images oldest first,
 * `seen` once the viewer watched them all. Rules over the list live here, free of effects.
 */
export interface StoryImage {
  id: string;
  /** Its signed URL, valid no longer than the story. */
  url: string;
  createdAt: string;
  expiresAt: string;
  seen: boolean;
}

export interface Story {
  user: { id: string; firstName: string; lastName: string; username: string; profilePhoto: string | null; isVerified: boolean };
  images: StoryImage[];
  seen: boolean;
}

/** The strip's order: own first, then people with unseen images, then the seen (newest first within each, as the server sent). */
export function withImageSeen(stories: readonly Story[], imageId: string): Story[] {
  return stories.map((story) => {
    if (!story.images.some((image) => image.id === imageId)) return story;
    const images = story.images.map((image) => (image.id === imageId ? { ...image, seen: true } : image));
    return { ...story, images, seen: images.every((image) => image.seen) };
  });
}

/** The stories without one image; a person left with none leaves the strip. */
export function withoutImage(stories: readonly Story[], imageId: string): Story[] {
  return stories
    .map((story) => ({ ...story, images: story.images.filter((image) => image.id !== imageId) }))
    .filter((story) => story.images.length > 0);
}

/** The first image of a person the viewer has not watched yet (their first when all are seen). */
export const firstUnseenIndex = (story: Story) =>
  Math.max(
    0,
    story.images.findIndex((image) => !image.seen),
  );

/** The index of the person whose id is `userId`, -1 when they have no story. */
export const personIndex = (stories: readonly Story[], userId: string) => stories.findIndex((story) => story.user.id === userId);

/** The image a player shows (the `imageIndex`th of the `personIndex`th person), with its person; none past the last. */
export const shownImage = (context: { stories: readonly Story[]; personIndex: number; imageIndex: number }) => {
  const person = context.stories[context.personIndex];
  const image = person?.images[context.imageIndex];
  return person && image ? { person, image } : undefined;
};
