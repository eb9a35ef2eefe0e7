import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_ROOT } from '../../contract/routes.ts';
import type { Clock } from './tokens.ts';

/** How long a signed media URL opens its file: long enough to watch a video, short enough not to be shared. */
export const SIGNED_MEDIA_TTL_SECONDS = 30 * 60;
/** Identity documents open for a few minutes only: long enough for a reviewer to look at them. */
export const SIGNED_DOCUMENT_TTL_SECONDS = 5 * 60;

export interface MediaUrls {
  /** `/media/<key>`: for files anyone logged in may fetch (free posts, previews, teasers, avatars). */
  public(key: string): string;
  /** The public URL of a stored profile or cover photo (a key), null when there is none. */
  photo(stored: string | null): string | null;
  /** `/media/<key>?exp=&sig=`: for locked post media, issued only to users entitled to it; `ttlSeconds` shortens it (documents). */
  signed(key: string, ttlSeconds?: number): string;
  /** True when `exp` is in the future and `sig` was made by `signed` for this key. */
  verify(key: string, exp: string | undefined, sig: string | undefined): boolean;
}

/**
 * Signed URLs are an HMAC of key and expiry under a key derived from the server secret, so any
 * process sharing JWT_SECRET accepts them and nobody else can make one.
 */
export function createMediaUrls(secret: string, clock: Clock, ttlSeconds = SIGNED_MEDIA_TTL_SECONDS): MediaUrls {
  const signingKey = createHmac('sha256', secret).update('media-url-v1').digest();
  const signature = (key: string, exp: string) => createHmac('sha256', signingKey).update(`${key}\n${exp}`).digest('base64url');
  const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

  const publicUrl = (key: string) => `${MEDIA_ROOT}${encodeKey(key)}`;
  return {
    public: publicUrl,
    // Photos seeded before users stored keys hold their /media/ URL already.
    photo: (stored) => (stored === null ? null : stored.startsWith(MEDIA_ROOT) ? stored : publicUrl(stored)),
    signed(key, ttl = ttlSeconds) {
      // Rounded up to the minute so a page of posts signs each key once and browsers can cache the URL.
      const exp = String(Math.ceil((clock() / 1000 + ttl) / 60) * 60);
      return `${MEDIA_ROOT}${encodeKey(key)}?exp=${exp}&sig=${signature(key, exp)}`;
    },
    verify(key, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= clock()) return false;
      const expected = Buffer.from(signature(key, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
