import Type, { type Static, type TSchema } from 'typebox';
import { Flag } from './codes.ts';
import { FlagField } from './fields.ts';

/**
 * Every answer of the admin and chat APIs has the spec's envelope. `success` is 1 or 0 on the wire
 * (the gateway turns it into a boolean); the HTTP status stays honest.
 */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: FlagField(),
    message: Type.String(),
    data,
  });

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(Flag.off),
  message: Type.String(),
  data: Type.Optional(Type.Unknown()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const Empty = Type.Object({});

/** Standard error answers every route declares beside its 200 answer. */
export const ErrorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  402: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  /** The database or Redis cannot be reached right now (`serviceUnavailable`). */
  503: ErrorEnvelope,
} as const;
