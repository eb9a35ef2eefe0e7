import { Flag, VerifyStatus, type VerifyStatusCode } from '../../../contract/codes';
import { ID_MAX } from '../../../contract/fieldRules';
import { MEDIA_ROOT } from '../../../contract/routes';
import type { VerificationStatus } from '../generated/resolvers';
import { ApiError } from '../rest';

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

const verificationByCode: Record<VerifyStatusCode, VerificationStatus> = {
  [VerifyStatus.notApplied]: 'NOT_APPLIED',
  [VerifyStatus.pending]: 'PENDING',
  [VerifyStatus.verified]: 'VERIFIED',
  [VerifyStatus.rejected]: 'REJECTED',
};

/** `user_verified` as a status; an unknown code reads as never applied rather than as verified. */
export const verificationOf = (code: number): VerificationStatus => verificationByCode[code as VerifyStatusCode] ?? 'NOT_APPLIED';

/** The REST 0/1 flags as booleans. */
export const isOn = (flag: number | null | undefined): boolean => flag === Flag.on;

/** The admin API numbers its records from 1 to ID_MAX; any other id names none of them. */
export function restNumber(id: string, notFound: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1 || value > ID_MAX) throw new ApiError(404, notFound);
  return value;
}

/** Numeric REST ids as GraphQL IDs. */
export const idOf = (id: number | string): string => String(id);
