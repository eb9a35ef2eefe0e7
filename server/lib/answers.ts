/** A success in the spec's envelope: `{ success: 1, message, data }` (the message is what the client toasts). */
export const answer = <T>(message: string, data: T) => ({ success: 1 as const, message, data });

/** A refusal in the same envelope: `{ success: 0, message, data }`, `data` empty unless the refusal carries some. */
export const refused = (message: string, data: unknown = {}) => ({ success: 0 as const, message, data });
