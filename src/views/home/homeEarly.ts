import { FEED_IMAGE_SIZES, leadPictureOf, type Picture } from '../feed/media';

/** The paths AppRoutes draws the home screen on. */
export const HOME_PATHS: readonly string[] = ['/', '/home'];

/**
 * Asks the browser for a picture at high priority before the element that shows it exists: with its AVIF widths when
 * it has them, the `sizes` the card draws it at, so the browser fetches the very width the card's <picture> picks (a
 * browser without AVIF skips the hint, and loads its WebP as the card is drawn).
 */
export function preloadPicture(picture: Picture) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  const avif = picture.sources.find((source) => source.type === 'image/avif');
  if (avif) {
    link.type = avif.type;
    link.imageSrcset = avif.srcset;
    link.imageSizes = FEED_IMAGE_SIZES;
  } else {
    link.href = picture.src;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}

type LeadFields = Parameters<typeof leadPictureOf>[0];

/** The first post's lead picture, the home screen's LCP, starts downloading as soon as the first page is known. */
export function preloadLeadPicture(posts: readonly LeadFields[], preload: (picture: Picture) => void = preloadPicture) {
  const picture = posts[0] ? leadPictureOf(posts[0]) : null;
  if (picture) preload(picture);
}
