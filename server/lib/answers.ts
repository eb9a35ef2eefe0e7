/** A success in the spec's envelope: `{ success: 1, message, data }` (the message is what the client toasts). */
export const answer = <T>(message: string, data: T) => ({ success: 1 as const, message, data });
