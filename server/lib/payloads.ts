import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Format } from 'typebox/format';
import type { FieldMessages, FieldRule } from '../../contract/fields';
import { TEXT_FORMATS } from '../../contract/fields';
import { Messages } from '../../contract/messages';

for (const [name, check] of Object.entries(TEXT_FORMATS)) Format.Set(name, check);

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

interface WithMessages {
  errorMessage?: FieldMessages;
  properties?: Record<string, { errorMessage?: FieldMessages }>;
}

const messageOf = (messages: FieldMessages | undefined, rule: FieldRule): string | undefined =>
  typeof messages === 'string' ? messages : (messages?.[rule] ?? messages?.default);

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
    return { ok: false, message: messageOf(property?.errorMessage, rule) ?? Messages.badRequest };
  };
}
