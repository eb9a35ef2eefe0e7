import { draftsRoutes, draftsServicePlugin } from './modules/posts/drafts.ts';
import compress from '@fastify/compress';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { brotliCompressSync, constants, type BrotliOptions, type InputType } from 'node:zlib';
import { TEXT_FORMATS } from '../contract/fields.ts';
import { strictValidators } from './lib/validators.ts';
import type { Config } from './config.ts';
import { jobsConnectionOf, type Db } from './db/client.ts';
import type { JobsOptions } from './jobs/engine.ts';
import { refused } from './lib/answers.ts';
import { accessLog, enterRequest, loggerOptions, requestIdOf, requestLogger, stdoutLog } from './lib/log.ts';
import { closeRedis, connectRedis } from './lib/redis.ts';
import type { Clock } from './lib/tokens.ts';
import adminService, { adminRoutes } from './modules/admin/service.ts';
import authService, { authRoutes } from './modules/auth/service.ts';
import chatPaidService from './modules/chat/paid.ts';
import chatService, { chatRoutes } from './modules/chat/service.ts';
import commentsService, { commentsRoutes } from './modules/comments/service.ts';
import devRoutes from './modules/dev/routes.ts';
import feedsService, { feedsRoutes } from './modules/feeds/service.ts';
import timelines, { type TimelineLimits } from './modules/feeds/timelines.ts';
import liveService, { liveRoutes } from './modules/live/service.ts';
import liveSocket from './modules/live/socket.ts';
import chatSocket from './modules/chat/socket.ts';
import packagesService, { packagesRoutes } from './modules/packages/service.ts';
import notificationsService, { notificationsRoutes } from './modules/notifications/service.ts';
import mediaService, { mediaRoutes } from './modules/media/service.ts';
import videosService from './modules/videos/service.ts';
import paymentsService, { paymentsRoutes } from './modules/payments/service.ts';
import cardsService, { cardsRoutes } from './modules/payments/cards.ts';
import peopleService, { peopleRoutes } from './modules/people/service.ts';
import earningsService, { earningsRoutes } from './modules/earnings/service.ts';
import payoutsService, { payoutsRoutes } from './modules/payouts/service.ts';
import postsService, { postsRoutes } from './modules/posts/service.ts';
import profileService, { profileRoutes } from './modules/profile/service.ts';
import placesService, { settingsRoutes } from './modules/settings/service.ts';
import uploadsService, { uploadsRoutes } from './modules/uploads/service.ts';
import vaultService, { vaultRoutes } from './modules/vault/service.ts';
import massMessagesService, { massMessagesRoutes } from './modules/massMessages/service.ts';
import usersService, { usersRoutes } from './modules/users/service.ts';
import verificationService, { verificationRoutes } from './modules/verification/service.ts';
import walletService, { walletRoutes } from './modules/wallet/service.ts';
import stickerFiles from './modules/wallet/sticker-files.ts';
import storiesService, { storiesRoutes } from './modules/stories/service.ts';
import subscriptionsService, { subscriptionsRoutes } from './modules/subscriptions/service.ts';
import auth from './plugins/auth.ts';
import client, { appPage } from './plugins/client.ts';
import coinPacks from './plugins/coin-packs.ts';
import configPlugin from './plugins/config.ts';
import database from './plugins/db.ts';
import drain from './plugins/drain.ts';
import errors, { schemaErrorFormatter } from './plugins/errors.ts';
import { Messages } from '../contract/messages.ts';
import health from './plugins/health.ts';
import jobs from './plugins/jobs.ts';
import mediaUrls from './plugins/media-urls.ts';
import securityHeaders from './plugins/security-headers.ts';
import rateLimit, { defaultAuthLimits, type AuthLimits } from './plugins/rate-limit.ts';
import storage from './plugins/storage.ts';
import { createMailer, type Mailer } from './providers/mail/index.ts';
import { createStorage, directFileOrigin, type FileStorage } from './providers/storage/index.ts';
import realtime from './realtime/socket.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** What the mail jobs deliver through. Default: SMTP when `config.smtpUrl` is set, else the outbox in `config.dataDir`. */
  mail?: Mailer;
  /** Per queue, retry settings over the queues' own; tests shorten them. */
  jobSettings?: JobsOptions['settings'];
  /** When posts are fanned out inline, by a job or not at all; tests lower them. */
  timelineLimits?: Partial<TimelineLimits>;
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

/** Brotli's quality for API answers. See docs/decisions/0029-api-answers-at-brotli-quality-2.md */
export const ANSWER_BROTLI_QUALITY = 2;
/** The largest answer compressed synchronously; larger ones stream through zlib's thread pool. */
export const ANSWER_SYNC_MAX_BYTES = 64 * 1024;

// Told the answer's size, Brotli sizes its window for it: see docs/decisions/0029-api-answers-at-brotli-quality-2.md
function sizedBrotli(payload: InputType, options: BrotliOptions = {}): Buffer {
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  return brotliCompressSync(payload, { ...options, params: { ...options.params, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const callerLogger = typeof options.logger === 'object' ? options.logger : {};
  const app = Fastify({
    // A caller's logger options (a test's stream) keep the redaction and the serializers.
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel ?? 'info'), ...callerLogger, stream: callerLogger.stream ?? stdoutLog() },
    // A proxy's sane x-request-id names the request in every log line and in the answer.
    genReqId: requestIdOf,
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy ?? false,
    // fastify writes two lines per request; accessLog writes one.
    logController: new LogController({ disableRequestLogging: true }),
    // While draining (SIGTERM), a request that still arrives on an open keep-alive connection is served, then its connection closes.
    return503OnClosing: false,
    schemaErrorFormatter,
    // A path fastify's router refuses before any route runs (a bad escape, a parameter past its length): the envelope too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      request.log.info({ err: error }, 'request refused');
      void reply.status(error.statusCode ?? 400).send(refused(Messages.badRequest));
    },
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
    // Answers up to 64 KB in one synchronous call: past the plugin's bound for two cores (8 KB), a feed page of the
    // media mix (13 KB) went through its stream pipeline, a fifth of the page's server time. See decision 0029.
    syncThreshold: ANSWER_SYNC_MAX_BYTES,
  });
  await app.register(configPlugin, { config });
  await app.register(rateLimit, { limits: options.authLimits ?? defaultAuthLimits, redis });

  // App plugins: the infrastructure, then each module's service (a plugin naming what it needs)
  await app.register(database, { db: options.db, clock: options.clock ?? Date.now });
  await app.register(jobs, {
    connection: jobsConnectionOf(options.db),
    transport: options.mail ?? createMailer(config, app.log),
    settings: options.jobSettings,
  });
  await app.register(coinPacks);
  await app.register(mediaUrls);
  await app.register(storage, { storage: fileStorage });
  await app.register(auth);
  // The API's description collects the routes registered after it; production neither serves nor loads it.
  if (!config.production) await app.register((await import('./openapi/plugin.ts')).default);
  await app.register(health, { redis });
  const page = options.clientDir ? appPage(options.clientDir, config.clientWatch ?? false) : undefined;
  await app.register(errors, { appPage: page });
  await app.register(realtime, { redis });
  if (options.clientDir && page) await app.register(client, { root: options.clientDir, page, watch: config.clientWatch ?? false });
  await app.register(notificationsService);
  await app.register(usersService);
  await app.register(timelines, { limits: options.timelineLimits });
  await app.register(peopleService);
  await app.register(postsService);
  await app.register(draftsServicePlugin);
  await app.register(videosService);
  await app.register(uploadsService);
  await app.register(chatService);
  await app.register(walletService);
  await app.register(chatPaidService);
  await app.register(massMessagesService);
  await app.register(paymentsService);
  await app.register(cardsService);
  await app.register(subscriptionsService);
  await app.register(authService);
  await app.register(commentsService);
  await app.register(feedsService);
  await app.register(mediaService);
  await app.register(placesService);
  await app.register(profileService);
  await app.register(verificationService);
  await app.register(payoutsService);
  await app.register(earningsService);
  await app.register(adminService);
  await app.register(packagesService);
  // After the packages and chat services: a vault item is copied into a package or a chat file by their own rules.
  await app.register(vaultService);
  await app.register(liveService);
  await app.register(liveSocket);
  await app.register(chatSocket);
  await app.register(storiesService);

  // Routes: each module serves its calls from the file of the rules they run (service.ts, chat/paid.ts)
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(peopleRoutes);
  await app.register(postsRoutes);
  await app.register(draftsRoutes);
  await app.register(commentsRoutes);
  await app.register(feedsRoutes);
  await app.register(chatRoutes);
  await app.register(uploadsRoutes);
  await app.register(vaultRoutes);
  await app.register(massMessagesRoutes);
  await app.register(settingsRoutes);
  await app.register(profileRoutes);
  await app.register(mediaRoutes);
  await app.register(notificationsRoutes);
  await app.register(walletRoutes);
  await app.register(paymentsRoutes);
  await app.register(cardsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(verificationRoutes);
  await app.register(payoutsRoutes);
  await app.register(earningsRoutes);
  await app.register(adminRoutes);
  await app.register(packagesRoutes);
  await app.register(liveRoutes);
  await app.register(storiesRoutes);
  await app.register(stickerFiles);
  if (!config.production) await app.register(devRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
