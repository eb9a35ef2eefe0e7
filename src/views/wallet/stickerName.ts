import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/** The catalog's stickers (GET /api/stickers names them in one word) as a reader calls them. */
const STICKER_NAMES: Record<string, MessageDescriptor> = {
  heart: msg({ message: 'Heart', comment: 'a sticker' }),
  rose: msg({ message: 'Rose', comment: 'a sticker' }),
  fire: msg({ message: 'Fire', comment: 'a sticker' }),
  star: msg({ message: 'Star', comment: 'a sticker' }),
  crown: msg({ message: 'Crown', comment: 'a sticker' }),
  diamond: msg({ message: 'Diamond', comment: 'a sticker' }),
  rocket: msg({ message: 'Rocket', comment: 'a sticker' }),
  trophy: msg({ message: 'Trophy', comment: 'a sticker' }),
};

/** A sticker's name in the active language; a sticker the client does not know keeps the catalog's name. */
export function stickerName(i18n: I18n, name: string): string {
  const known = Object.hasOwn(STICKER_NAMES, name) ? STICKER_NAMES[name] : undefined;
  return known ? i18n._(known) : name;
}
