import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Format } from 'typebox/format';
import type { FieldMessages, FieldRule } from '../../contract/fields.ts';
import { TEXT_FORMATS } from '../../contract/fields.ts';
import { Messages } from '../../contract/messages.ts';
import { isTextFormat, messageOf, textFormatMessage } from './fieldMessages.ts';

for (const [name, check] of Object.entries(TEXT_FORMATS)) Format.Set(name, check);

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

interface WithMessages {
  errorMessage?: FieldMessages;
  properties?: Record<string, { errorMessage?: FieldMessages }>;
}

/**
 * A socket payload's check against its contract schema, compiled once: the value, or the failing
 * field's contract message (as the HTTP routes answer it), else 'Invalid request'. Never throws on junk.
 */
export function payloadChecker<S extends TSchema>(schema: S): (value: unknown) => Checked<Static<S>> {
  const compiled = Compile(schema);
  const fields = (schema as WithMessages).properties ?? {};
  return (value) => {
    if (compiled.Check(value)) return { ok: true, value: value as Static<S> };
    const [first] = compiled.Errors(value);
    const field = first?.instancePath.split('/')[1];
    const property = field === undefined ? undefined : fields[field];
    const data = field !== undefined && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
    const rule: FieldRule = data === undefined || data === '' ? 'required' : ((first?.keyword ?? 'type') as FieldRule);
    // A control character or a lone surrogate answers as it does over HTTP, not as the field's other mistakes.
    if (first?.keyword === 'format' && isTextFormat((first.params as { format?: unknown }).format))
      return { ok: false, message: textFormatMessage(property?.errorMessage, data) };
    return { ok: false, message: messageOf(property?.errorMessage, rule) ?? Messages.badRequest };
  };
}
