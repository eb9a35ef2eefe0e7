import type { MessageKey } from '../../contract/messages';
import { LIVE_DESCRIPTION_MAX, LIVE_PRICE_MIN, LIVE_TITLE_MAX, STREAM_ID_LENGTH } from '../../contract/rules';

export interface GoLiveFields {
  title: string;
  description: string;
  paid: boolean;
  /** As typed: digits only (e E + - . blocked), at most 5. */
  price: string;
}

export type GoLiveErrors = Partial<Record<'title' | 'description' | 'price', MessageKey>>;

/** The Go Live form's rules (spec §5): title required; a paid stream's price an integer of at least 1. */
export function goLiveErrors({ title, description, paid, price }: GoLiveFields): GoLiveErrors {
  const errors: GoLiveErrors = {};
  if (!title.trim()) errors.title = 'liveTitleRequired';
  else if (title.trim().length > LIVE_TITLE_MAX) errors.title = 'liveTitleTooLong';
  if (description.length > LIVE_DESCRIPTION_MAX) errors.description = 'liveDescriptionTooLong';
  if (paid) {
    if (!/^\d+$/.test(price.trim())) errors.price = 'livePriceRequired';
    else if (Number(price) < LIVE_PRICE_MIN) errors.price = 'livePriceMin';
  }
  return errors;
}

/** The price as typed: digits only, at most 5 characters. */
export const typedLivePrice = (value: string) => value.replace(/\D/g, '').slice(0, 5);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new stream id (spec §9): 10 random letters and digits, without bias. */
export function newStreamId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let id = '';
  while (id.length < STREAM_ID_LENGTH) {
    for (const byte of random(new Uint8Array(STREAM_ID_LENGTH * 2))) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && id.length < STREAM_ID_LENGTH) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return id;
}

/** Keys the price field refuses outright (spec §5: e E + - . blocked). */
export { isBlockedAmountKey as isBlockedPriceKey } from './posts';
