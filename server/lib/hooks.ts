import type { FastifyRequest } from 'fastify';

/** preValidation of bodiless POST calls (verify-user, rooms/list): no body validates as `{}`. */
export async function bodilessAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
