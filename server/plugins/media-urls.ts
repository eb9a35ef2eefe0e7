import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaUrls, type MediaUrls } from '../lib/media-urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public and signed URLs of uploaded files (`/media/<key>`). */
    mediaUrls: MediaUrls;
  }
}

async function mediaUrls(app: FastifyInstance) {
  app.decorate('mediaUrls', createMediaUrls(app.config.jwtSecret, app.clock));
}

export default fp(mediaUrls, { name: 'media-urls', dependencies: ['config', 'db'] });
