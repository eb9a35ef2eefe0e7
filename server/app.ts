import compress from '@fastify/compress';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { brotliCompressSync, constants, type BrotliOptions, type InputType } from 'node:zlib';
import { TEXT_FORMATS } from '../contract/fields';
import { strictValidators } from './lib/validators';
import type { Config } from './config';
import type { Db } from './db/client';
import { accessLog, enterRequest, loggerOptions, requestIdOf, requestLogger, stdoutLog } from './lib/log';
import { closeRedis, connectRedis } from './lib/redis';
import type { Clock } from './lib/tokens';
import adminRoutes from './modules/admin/routes';
import adminService from './modules/admin/service';
import authRoutes from './modules/auth/routes';
import authService from './modules/auth/service';
import chatPaidService from './modules/chat/paid';
import chatRoutes from './modules/chat/routes';
import chatService from './modules/chat/service';
import commentsRoutes from './modules/comments/routes';
import commentsService from './modules/comments/service';
import devRoutes from './modules/dev/routes';
import feedsRoutes from './modules/feeds/routes';
import feedsService from './modules/feeds/service';
import liveRoutes from './modules/live/routes';
import liveService from './modules/live/service';
import liveSocket from './modules/live/socket';
import mediaRoutes from './modules/media/routes';
import notificationsRoutes from './modules/notifications/routes';
import packagesRoutes from './modules/packages/routes';
import packagesService from './modules/packages/service';
import notificationsService from './modules/notifications/service';
import mediaService from './modules/media/service';
import paymentsRoutes from './modules/payments/routes';
import paymentsService from './modules/payments/service';
import peopleRoutes from './modules/people/routes';
import peopleService from './modules/people/service';
import payoutsRoutes from './modules/payouts/routes';
import payoutsService from './modules/payouts/service';
import postsRoutes from './modules/posts/routes';
import postsService from './modules/posts/service';
import profileRoutes from './modules/profile/routes';
import profileService from './modules/profile/service';
import settingsRoutes from './modules/settings/routes';
import placesService from './modules/settings/service';
import uploadsRoutes from './modules/uploads/routes';
import uploadsService from './modules/uploads/service';
import usersRoutes from './modules/users/routes';
import usersService from './modules/users/service';
import verificationRoutes from './modules/verification/routes';
import verificationService from './modules/verification/service';
import walletRoutes from './modules/wallet/routes';
import walletService from './modules/wallet/service';
import stickerFiles from './modules/wallet/sticker-files';
import storiesRoutes from './modules/stories/routes';
import storiesService from './modules/stories/service';
import subscriptionsRoutes from './modules/subscriptions/routes';
import subscriptionsService from './modules/subscriptions/service';
import auth from './plugins/auth';
import client, { appPage } from './plugins/client';
import coinPacks from './plugins/coin-packs';
import configPlugin from './plugins/config';
import database from './plugins/db';
import drain from './plugins/drain';
import errors, { schemaErrorFormatter } from './plugins/errors';
import health from './plugins/health';
import mediaUrls from './plugins/media-urls';
import securityHeaders from './plugins/security-headers';
import rateLimit, { defaultAuthLimits, type AuthLimits } from './plugins/rate-limit';
import storage from './plugins/storage';
import { createMailer, type Mailer } from './providers/mail';
import { createStorage, directFileOrigin, type FileStorage } from './providers/storage';
import realtime from './realtime/socket';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Default: SMTP when `config.smtpUrl` is set, else the outbox in `config.dataDir`. */
  mail?: Mailer;
  /** Default: `DATA_DIR/uploads`. */
  storage?: FileStorage;
  /** Default Date.now; tests move it to expire codes and tokens. */
  clock?: Clock;
  /** Limits of login, OTP and reset calls; tests lower them, the bench lifts them. */
  authLimits?: AuthLimits;
  /** Serve the built client from this folder, with the SPA history fallback. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Brotli's quality for API answers. Quality 4 (the plugin's default) cost a 1 KB answer about 40 µs
 * of the server's thread under load, a quarter of user-byid's CPU; quality 2 costs a few, and its
 * answers are a few percent larger (a 7.6 KB feed page: 981 bytes instead of 858; a profile: 307
 * instead of 290), which at these sizes is not one more packet.
 */
export const ANSWER_BROTLI_QUALITY = 2;

/**
 * Brotli told the answer's size up front sizes its window and tables for it instead of for megabytes:
 * a 1-2 KB answer compresses about a quarter faster, to the same bytes.
 */
function sizedBrotli(payload: InputType, options: BrotliOptions = {}): Buffer {
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  return brotliCompressSync(payload, { ...options, params: { ...options.params, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const callerLogger = typeof options.logger === 'object' ? options.logger : {};
  const app = Fastify({
    // A caller's logger options (a test's stream) keep the redaction and the serializers.
    logger: options.logger === false ? false : { ...loggerOptions(config.logLevel ?? 'info'), ...callerLogger, stream: callerLogger.stream ?? stdoutLog() },
    // A proxy's sane x-request-id names the request in every log line and in the answer.
    genReqId: requestIdOf,
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy ?? false,
    // fastify writes two lines per request; accessLog writes one.
    logController: new LogController({ disableRequestLogging: true }),
    // While draining (SIGTERM), a request that still arrives on an open keep-alive connection is served, then its connection closes.
    return503OnClosing: false,
    schemaErrorFormatter,
    ajv: {
      // `verbose` hands the failing schema to the formatter, which answers its `errorMessage`;
      // @fastify/ajv-compiler already adds ajv-formats; ours refuse control characters.
      customOptions: { verbose: true, keywords: ['errorMessage'], formats: TEXT_FORMATS },
    },
    // Bodies are never coerced (`true` and "1" are not 1); paths and queries turn digits only into numbers.
    schemaController: { compilersFactory: { buildValidator: strictValidators() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));

  app.addHook('onRequest', enterRequest);
  app.addHook('onResponse', accessLog);

  await app.register(drain);
  const fileStorage = options.storage ?? (await createStorage(config));

  // External plugins
  await app.register(securityHeaders, { config, fileOrigin: await directFileOrigin(fileStorage) });
  // API answers above 1 KB in brotli or gzip; the client's files come precompressed (at brotli's best).
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
    zlib: { brotliCompressSync: sizedBrotli },
  });
  await app.register(configPlugin, { config });
  await app.register(rateLimit, { limits: options.authLimits ?? defaultAuthLimits, redis });

  // App plugins: the infrastructure, then each module's service (a plugin naming what it needs)
  await app.register(database, { db: options.db, mailer: options.mail ?? createMailer(config, app.log), clock: options.clock ?? Date.now });
  await app.register(coinPacks);
  await app.register(mediaUrls);
  await app.register(storage, { storage: fileStorage });
  await app.register(auth);
  // The API's description collects the routes registered after it; production neither serves nor loads it.
  if (!config.production) await app.register((await import('./openapi/plugin')).default);
  await app.register(health, { redis });
  const page = options.clientDir ? appPage(options.clientDir, config.clientWatch ?? false) : undefined;
  await app.register(errors, { appPage: page });
  await app.register(realtime, { redis });
  if (options.clientDir && page) await app.register(client, { root: options.clientDir, page, watch: config.clientWatch ?? false });
  await app.register(notificationsService);
  await app.register(usersService);
  await app.register(peopleService);
  await app.register(postsService);
  await app.register(uploadsService);
  await app.register(chatService);
  await app.register(walletService);
  await app.register(chatPaidService);
  await app.register(paymentsService);
  await app.register(subscriptionsService);
  await app.register(authService);
  await app.register(commentsService);
  await app.register(feedsService);
  await app.register(mediaService);
  await app.register(placesService);
  await app.register(profileService);
  await app.register(verificationService);
  await app.register(payoutsService);
  await app.register(adminService);
  await app.register(packagesService);
  await app.register(liveService);
  await app.register(liveSocket);
  await app.register(storiesService);

  // Routes
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(peopleRoutes);
  await app.register(postsRoutes);
  await app.register(commentsRoutes);
  await app.register(feedsRoutes);
  await app.register(chatRoutes);
  await app.register(uploadsRoutes);
  await app.register(settingsRoutes);
  await app.register(profileRoutes);
  await app.register(mediaRoutes);
  await app.register(notificationsRoutes);
  await app.register(walletRoutes);
  await app.register(paymentsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(verificationRoutes);
  await app.register(payoutsRoutes);
  await app.register(adminRoutes);
  await app.register(packagesRoutes);
  await app.register(liveRoutes);
  await app.register(storiesRoutes);
  await app.register(stickerFiles);
  if (!config.production) await app.register(devRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
