import { IMAGE_VARIANT_WIDTHS, PHOTO_VARIANT_WIDTHS } from '../../../contract/rules';
import { MEDIA_ROOT } from '../../../contract/routes';

/**
 * Responsive widths of our images asked of the media route (`?w=`, decision 0046): the server answers the stored
 * width in AVIF or WebP as the browser accepts, the original until its job made them.
 */

/** An avatar's widths: its small sizes and its 400 px frame. */
export const AVATAR_WIDTHS: readonly number[] = PHOTO_VARIANT_WIDTHS.filter((width) => width <= 400);
/** A cover's widths: from the avatar's frame up to its own 1500 px. */
export const COVER_WIDTHS: readonly number[] = PHOTO_VARIANT_WIDTHS.filter((width) => width >= 400);
/** A story's or a chat image's widths: posts'. */
export const IMAGE_WIDTHS: readonly number[] = IMAGE_VARIANT_WIDTHS;

/** `url` asking for its `width` px variant: `w` beside a signed URL's own query. */
export const atWidth = (url: string, width: number) => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** The srcset of one of our media URLs at `widths`; none for another address (a photo stored as a URL elsewhere). */
export function widthSrcSet(url: string | null | undefined, widths: readonly number[]): string | undefined {
  if (!url?.startsWith(MEDIA_ROOT)) return undefined;
  return widths.map((width) => `${atWidth(url, width)} ${width}w`).join(', ');
}

/**
 * `url` at the narrowest of `widths` covering `drawn` CSS pixels at this screen's density (its widest else): for a
 * picture no srcset can describe, a <video>'s poster. Another address is kept as it is.
 */
export function atDrawnWidth(url: string, widths: readonly number[], drawn: number, density = globalThis.devicePixelRatio || 1): string {
  if (!url.startsWith(MEDIA_ROOT)) return url;
  const needed = drawn * density;
  return atWidth(url, widths.find((width) => width >= needed) ?? widths[widths.length - 1]!);
}
