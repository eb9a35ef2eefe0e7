import type { MessageDescriptor } from '@lingui/core';
import { CommonMessages } from '../../contract/commonMessages';
import type { MessageKey } from '../../contract/messages';

// A contract message's English text is its catalog id. See docs/decisions/0025-contract-text-is-the-catalog-id.md

let texts: Partial<Record<MessageKey, string>> = CommonMessages;
let loading: Promise<void> | undefined;

/** Loads the contract's whole table once; a load that failed (offline) is tried again the next time. */
export function loadMessageTexts(): Promise<void> {
  loading ??= import('../../contract/messages').then(
    ({ Messages }) => void (texts = Messages),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The translated form of a contract message by its key. */
export function describeKey(key: MessageKey): MessageDescriptor {
  const text = texts[key];
  // A screen past the first ones has loaded the table before it draws (onDemand): a key missing here is a bug.
  if (text === undefined) console.error(`the text of '${key}' has not loaded`);
  return { id: text ?? key, message: text ?? key };
}

/** The descriptor for a server answer: a contract message is its own id; other text passes through as it is. */
export function describeMessage(text: string): MessageDescriptor {
  return { id: text, message: text };
}
