import type { I18n } from '@lingui/core';

/** A message's time as the list and the thread show it (spec §2: h:mm A), in the reader's language. */
export const messageTime = (i18n: I18n, iso: string) => i18n.date(new Date(iso), { hour: 'numeric', minute: '2-digit', hour12: true });
