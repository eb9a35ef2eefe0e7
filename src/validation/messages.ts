import type { MessageDescriptor, Messages as Catalog } from '@lingui/core';
import { Messages, type MessageKey } from '../../contract/messages';

/**
 * The translated form of every contract message: its English text is its catalog id (the table translators work
 * from is src/validation/messageCatalog.ts), so these descriptors are derived from the contract's table, which the
 * page holds anyway, and a server's answer needs no lookup to be translated.
 */
export const messageDescriptors = Object.fromEntries(
  (Object.entries(Messages) as Array<[MessageKey, string]>).map(([key, text]) => [key, { id: text, message: text }]),
) as Record<MessageKey, MessageDescriptor>;

/** The descriptor for a server answer: a contract message is its own id; other text passes through as it is. */
export function describeMessage(text: string): MessageDescriptor {
  return { id: text, message: text };
}

/**
 * The contract's messages as English catalog entries, compiled (one text, no placeholders), built from the
 * contract's table: the page already holds it, so the English catalog need not carry the same words again.
 */
export function contractSourceMessages(): Catalog {
  return Object.fromEntries(Object.values(Messages).map((text) => [text, [text]]));
}
