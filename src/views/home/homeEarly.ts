import { leadPictureOf } from '../feed/media';

/** The paths AppRoutes draws the home screen on. */
export const HOME_PATHS: readonly string[] = ['/', '/home'];

/** Asks the browser for a picture at high priority before the element that shows it exists. */
export function preloadPicture(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

type LeadFields = Parameters<typeof leadPictureOf>[0];

/** The first post's lead picture, the home screen's LCP, starts downloading as soon as the first page is known. */
export function preloadLeadPicture(posts: readonly LeadFields[], preload: (url: string) => void = preloadPicture) {
  const picture = posts[0] ? leadPictureOf(posts[0]) : null;
  if (picture) preload(picture);
}
