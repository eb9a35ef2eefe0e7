import type { VerificationStatus } from '../generated/resolvers';
import { ApiError } from '../rest';

/** Where the server serves uploaded files that it names by a relative key. */
export const MEDIA_ROOT = '/media/';

/**
 * The one place a media reference becomes a URL: absolute URLs (https, data, blob) and root paths pass
 * through; a bare key such as `user/profile/a.jpg` is served under MEDIA_ROOT.
 */
export function mediaUrl(reference: string | null | undefined): string | null {
  const value = reference?.trim();
  if (!value) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('/')) return value;
  return `${MEDIA_ROOT}${value}`;
}

const verificationByCode: Record<number, VerificationStatus> = {
  4: 'NOT_APPLIED',
  0: 'PENDING',
  1: 'VERIFIED',
  2: 'REJECTED',
};

/** `user_verified` as a status; an unknown code reads as never applied rather than as verified. */
export const verificationOf = (code: number): VerificationStatus => verificationByCode[code] ?? 'NOT_APPLIED';

/** The REST 0/1 flags as booleans. */
export const isOn = (flag: number | null | undefined): boolean => flag === 1;

/** The admin API numbers its records; an id that is not a positive integer names none of them. */
export function restNumber(id: string, notFound: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1) throw new ApiError(404, notFound);
  return value;
}

/** Numeric REST ids as GraphQL IDs. */
export const idOf = (id: number | string): string => String(id);
