import type { MessageKey } from '../../contract/messages';
import {
  LIVE_DESCRIPTION_MAX,
  LIVE_GOAL_LABEL_MAX,
  LIVE_GOAL_MAX,
  LIVE_GOAL_MIN,
  LIVE_MENU_LABEL_MAX,
  LIVE_MENU_MAX,
  LIVE_MENU_PRICE_MIN,
  LIVE_PRICE_MIN,
  LIVE_TITLE_MAX,
  STREAM_ID_LENGTH,
} from '../../contract/rules';

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

/** The host's tip goal and tip menu as typed (issue 32): the goal's coins (digits) and label, and each menu item's. */
export interface LiveTipsFields {
  goalCoins: string;
  goalLabel: string;
  menu: { label: string; price: string }[];
}

export const emptyTipsFields = (): LiveTipsFields => ({ goalCoins: '', goalLabel: '', menu: [] });

export interface LiveTipsErrors {
  goalCoins?: MessageKey;
  goalLabel?: MessageKey;
  menu?: MessageKey;
  /** By the item's place in the menu. */
  items: Partial<Record<number, { label?: MessageKey; price?: MessageKey }>>;
}

/** The goal is optional: both blank is none; otherwise 1..1,000,000 coins and a label of up to 60 characters. */
export function liveTipsErrors({ goalCoins, goalLabel, menu }: LiveTipsFields): LiveTipsErrors {
  const errors: LiveTipsErrors = { items: {} };
  const coins = goalCoins.trim();
  const label = goalLabel.trim();
  if (coins || label) {
    if (!/^\d+$/.test(coins) || Number(coins) < LIVE_GOAL_MIN || Number(coins) > LIVE_GOAL_MAX) errors.goalCoins = 'liveGoalRange';
    if (!label) errors.goalLabel = 'liveGoalLabelRequired';
    else if ([...label].length > LIVE_GOAL_LABEL_MAX) errors.goalLabel = 'liveGoalLabelTooLong';
  }
  if (menu.length > LIVE_MENU_MAX) errors.menu = 'liveMenuTooMany';
  menu.forEach((item, index) => {
    const wrong: { label?: MessageKey; price?: MessageKey } = {};
    if (!item.label.trim()) wrong.label = 'liveMenuLabelRequired';
    else if ([...item.label.trim()].length > LIVE_MENU_LABEL_MAX) wrong.label = 'liveMenuLabelTooLong';
    if (!/^\d+$/.test(item.price.trim()) || Number(item.price) < LIVE_MENU_PRICE_MIN) wrong.price = 'liveMenuPriceMin';
    if (wrong.label || wrong.price) errors.items[index] = wrong;
  });
  return errors;
}

export const hasTipsErrors = (errors: LiveTipsErrors) =>
  Boolean(errors.goalCoins || errors.goalLabel || errors.menu || Object.keys(errors.items).length > 0);

/** The goal and menu to send: null and [] for none. */
export function tipsOf({ goalCoins, goalLabel, menu }: LiveTipsFields): {
  goal: { coins: number; label: string } | null;
  menu: { label: string; price: number }[];
} {
  return {
    goal: goalCoins.trim() && goalLabel.trim() ? { coins: Number(goalCoins), label: goalLabel.trim() } : null,
    menu: menu.map((item) => ({ label: item.label.trim(), price: Number(item.price) })),
  };
}

/** The fields as a stream's goal and menu fill them (the host edits them live). */
export const tipsFieldsOf = (goal: { coins: number; label: string } | null, menu: { label: string; price: number }[]): LiveTipsFields => ({
  goalCoins: goal ? String(goal.coins) : '',
  goalLabel: goal?.label ?? '',
  menu: menu.map((item) => ({ label: item.label, price: String(item.price) })),
});

/** What an edit of the tips fields says. */
export type LiveTipsEdit =
  | { type: 'tips.goalCoins'; value: string }
  | { type: 'tips.goalLabel'; value: string }
  | { type: 'tips.addItem' }
  | { type: 'tips.removeItem'; index: number }
  | { type: 'tips.item'; index: number; field: 'label' | 'price'; value: string };

/** The fields after an edit: coins and prices keep digits only (at most 7 and 5). */
export function editTips(fields: LiveTipsFields, edit: LiveTipsEdit): LiveTipsFields {
  switch (edit.type) {
    case 'tips.goalCoins':
      return { ...fields, goalCoins: edit.value.replace(/\D/g, '').slice(0, 7) };
    case 'tips.goalLabel':
      return { ...fields, goalLabel: edit.value };
    case 'tips.addItem':
      return fields.menu.length >= LIVE_MENU_MAX ? fields : { ...fields, menu: [...fields.menu, { label: '', price: '' }] };
    case 'tips.removeItem':
      return { ...fields, menu: fields.menu.filter((_, index) => index !== edit.index) };
    case 'tips.item':
      return {
        ...fields,
        menu: fields.menu.map((item, index) =>
          index === edit.index
            ? { ...item, [edit.field]: edit.field === 'price' ? edit.value.replace(/\D/g, '').slice(0, 5) : edit.value }
            : item,
        ),
      };
  }
}
