import type { Story } from '../../src/machines/story';

/** A person's story with the given image ids, all seen or none. */
export const storyOf = (id: string, imageIds: string[], seen = false): Story => ({
  user: { id, firstName: `First${id}`, lastName: 'Last', username: `user${id}`, profilePhoto: null, isVerified: false },
  images: imageIds.map((imageId) => ({
    id: imageId,
    url: `/media/story/images/${imageId}.jpg?exp=1&sig=x`,
    createdAt: '2026-01-01T00:00:00Z',
    expiresAt: '2026-01-02T00:00:00Z',
    seen,
  })),
  seen,
});
