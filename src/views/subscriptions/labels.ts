import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PackageKind } from '../../app/subscriptions';

/** A package's name in the reader's language (spec §3 keys Monthly, Annual, Free). */
export function packageName(i18n: I18n, kind: PackageKind): string {
  switch (kind) {
    case 'MONTHLY':
      return i18n._(msg`Monthly`);
    case 'ANNUAL':
      return i18n._(msg`Annual`);
    case 'TRIAL':
      return i18n._(msg`Free trial`);
  }
}

/** A date of a subscription, as the reader's language writes a day. */
export const dayOf = (i18n: I18n, iso: string) => i18n.date(new Date(iso), { year: 'numeric', month: 'short', day: 'numeric' });
