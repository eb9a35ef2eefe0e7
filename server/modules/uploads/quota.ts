import type { UploadQuota } from '../../config';
import type { UploadUsage } from './repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * True when one more file of `bytes` keeps the owner within the hour's and the day's quota.
 * Asked with 0 bytes before the file is read, so a refused upload is not read first.
 */
export async function quotaAllows(
  quota: UploadQuota,
  now: number,
  usageSince: (since: Date) => Promise<UploadUsage>,
  bytes: number,
): Promise<boolean> {
  for (const [limit, windowMs] of [
    [quota.perHour, HOUR_MS],
    [quota.perDay, DAY_MS],
  ] as const) {
    const usage = await usageSince(new Date(now - windowMs));
    if (usage.files + 1 > limit.files || usage.bytes + bytes > limit.bytes) return false;
  }
  return true;
}
