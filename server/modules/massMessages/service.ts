import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatMessageKind, MediaType, VerifyStatus } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import {
  MassAudience,
  MassMessageStatus,
  type FanList,
  type FanListFansBody,
  type ListedFan,
  type MassAudienceCode,
  type MassMessage,
  type SendMassMessageBody,
} from '../../../contract/massMessages.ts';
import { Messages } from '../../../contract/messages.ts';
import { FAN_LIST_PAGE_SIZE, FAN_LISTS_MAX, MASS_MESSAGE_PAGE_SIZE, MASS_MESSAGES_PER_DAY } from '../../../contract/rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chatMessages, massMessages, type ChatFileRow, type MassMessageRow, type UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, forbidden, notFound, TooManyRequests } from '../../lib/errors.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { openRoom, type PostedMessage } from '../chat/repository.ts';
import { lockUsers } from '../people/repository.ts';
import { presentPerson } from '../people/present.ts';
import {
  addMembers,
  audiencePage,
  audienceSize,
  claimFiles,
  countRecipients,
  deleteList,
  fansAmong,
  fansPage,
  filesOfMassMessages,
  insertList,
  listCount,
  listsOf,
  massMessageByClientId,
  massMessageById,
  massMessagesOf,
  membersCount,
  ownList,
  removeMembers,
  sentSince,
  statsOf,
} from './repository.ts';

/** Recipients written per transaction by the delivery job. */
const DELIVERY_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Mass messages and the fan lists they go to (issue 32). */
    massMessagesService: MassMessagesService;
  }
}

export interface MassMessagesService {
  send(viewer: UserRow, body: SendMassMessageBody): Promise<MassMessage>;
  /** Writes every recipient their copy (the job's work): safe to run again, nobody gets it twice. */
  deliver(massMessageId: number): Promise<void>;
  history(viewer: UserRow, page: number): Promise<MassMessage[]>;
  audiences(viewer: UserRow): Promise<{ subscribers: number; followers: number }>;
  lists(viewer: UserRow): Promise<FanList[]>;
  createList(viewer: UserRow, name: string): Promise<FanList>;
  deleteList(viewer: UserRow, listId: number): Promise<FanList>;
  fans(viewer: UserRow, body: FanListFansBody): Promise<ListedFan[]>;
  addToList(viewer: UserRow, listId: number, userIds: number[]): Promise<FanList>;
  removeFromList(viewer: UserRow, listId: number, userIds: number[]): Promise<FanList>;
}

/** Mass messages and lists are a verified creator's tools. */
function creatorOnly(viewer: UserRow) {
  if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.massMessageCreatorOnly);
}

/** What is wrong with the message itself (its files checked once claimed), or null. */
function sendRefusal(body: SendMassMessageBody) {
  const files = body.files ?? [];
  if (new Set(files).size !== files.length) return badRequest(Messages.chatFileType);
  if (body.price !== undefined && files.length !== 1) return badRequest(Messages.massMessagePaidNeedsMedia);
  if (body.content.trim() === '' && files.length === 0) return badRequest(Messages.chatMessageEmpty);
  if (body.audience === MassAudience.list && body.list_id === undefined) return notFound(Messages.fanListNotFound);
  return null;
}

/** Photos, or one video alone (as a chat message carries them). */
const filesFit = (files: ChatFileRow[]) =>
  files.every((file) => file.mediaType === MediaType.image) || (files.length === 1 && files[0]!.mediaType === MediaType.video);

/** The kind each recipient's copy is: paid media, a video message, or text (with its photos). */
function kindOf(row: MassMessageRow, files: ChatFileRow[]) {
  if (row.coins !== null) return ChatMessageKind.paidMedia;
  return files.some((file) => file.mediaType === MediaType.video) ? ChatMessageKind.videoFile : ChatMessageKind.text;
}

async function massMessagesService(app: FastifyInstance) {
  const { db, mediaUrls } = app;
  const now = () => new Date(app.clock());

  const present = async (rows: MassMessageRow[]): Promise<MassMessage[]> => {
    const ids = rows.map((row) => row.id);
    const [files, stats] = await Promise.all([filesOfMassMessages(db, ids), statsOf(db, ids)]);
    return rows.map((row) => {
      const figures = stats.get(row.id) ?? { opened: 0, bought: 0, earned: 0 };
      return {
        id: row.id,
        audience: row.audience as MassAudienceCode,
        list_name: row.listName,
        content: row.content,
        price: row.coins,
        media: (files.get(row.id) ?? []).map((file) => ({
          media_type: file.mediaType === MediaType.video ? MediaType.video : MediaType.image,
          thumbnail_url: mediaUrls.signed(file.thumbKey ?? file.key),
        })),
        status: row.sentAt === null ? MassMessageStatus.sending : MassMessageStatus.sent,
        sent: row.recipients,
        ...figures,
        created_at: row.createdAt.toISOString(),
      };
    });
  };

  /** The viewer's own list (read in `conn`); 404 for anyone else's, as for a missing one. */
  const listOf = async (viewer: UserRow, listId: number, conn: DbOrTx = db) => {
    const list = await ownList(conn, viewer.id, listId);
    if (!list) throw notFound(Messages.fanListNotFound);
    return list;
  };
  const presentList = async (list: { id: number; name: string }): Promise<FanList> => ({
    id: list.id,
    name: list.name,
    members: await membersCount(db, list.id),
  });

  const service: MassMessagesService = {
    async send(viewer, body) {
      creatorOnly(viewer);
      const refusal = sendRefusal(body);
      if (refusal) throw refusal;
      const row = await db.transaction(async (tx) => {
        // One send at a time per creator: a retry finds the first, and the day's count cannot be passed by sends at once.
        await lockUsers(tx, [viewer.id]);
        const replay = await massMessageByClientId(tx, viewer.id, body.client_id);
        if (replay) return replay;
        const list = body.audience === MassAudience.list ? await listOf(viewer, body.list_id ?? 0, tx) : null;
        if ((await audienceSize(tx, viewer.id, body.audience, list?.id ?? null, now())) === 0)
          throw badRequest(Messages.massMessageNoRecipients);
        const day = await sentSince(tx, viewer.id, new Date(app.clock() - DAY_MS));
        if (day.count >= MASS_MESSAGES_PER_DAY) {
          const freeAt = (day.oldest?.getTime() ?? app.clock()) + DAY_MS;
          throw new TooManyRequests(Math.max(1, Math.ceil((freeAt - app.clock()) / 1000)), Messages.massMessageLimit);
        }
        const [created] = await tx
          .insert(massMessages)
          .values({
            authorId: viewer.id,
            audience: body.audience,
            listId: list?.id ?? null,
            listName: list?.name ?? null,
            content: body.content,
            coins: body.price ?? null,
            clientId: body.client_id,
          })
          .returning();
        if (!created) throw new Error('mass message insert returned nothing');
        const files = await claimFiles(tx, viewer.id, created.id, body.files ?? []);
        if (!files || !filesFit(files)) throw badRequest(Messages.chatFileType);
        return created;
      });
      if (row.sentAt === null) await app.jobs.send('deliverMassMessage', { mass_message_id: row.id });
      return (await present([row]))[0]!;
    },

    async deliver(massMessageId) {
      const row = await massMessageById(db, massMessageId);
      if (!row || row.sentAt !== null) return;
      const files = (await filesOfMassMessages(db, [row.id])).get(row.id) ?? [];
      const kind = kindOf(row, files);
      const at = now();
      let after = 0;
      for (;;) {
        const recipients = await audiencePage(db, row.authorId, row.audience as MassAudienceCode, row.listId, at, after, DELIVERY_BATCH);
        if (recipients.length === 0) break;
        after = recipients.at(-1)!;
        const written = await db.transaction(async (tx) => {
          const posted: PostedMessage[] = [];
          for (const recipientId of recipients) {
            const room = await openRoom(tx, row.authorId, recipientId);
            const copy = await app.chatService.write(
              tx,
              {
                roomId: room.id,
                authorId: row.authorId,
                kind,
                content: row.content,
                coins: row.coins,
                // One copy per recipient whatever the retries: the author's client ids are unique.
                clientId: `mass-${row.id}-${recipientId}`,
              },
              true,
            );
            if (!copy.created) continue;
            const [marked] = await tx
              .update(chatMessages)
              .set({ massMessageId: row.id })
              .where(eq(chatMessages.seq, copy.row.seq))
              .returning();
            posted.push({ ...copy, row: marked ?? copy.row, files });
          }
          return posted;
        });
        await countRecipients(db, row.id, null);
        await app.chatService.announce(written);
      }
      await countRecipients(db, row.id, now());
    },

    async history(viewer, page) {
      creatorOnly(viewer);
      return present(await massMessagesOf(db, viewer.id, MASS_MESSAGE_PAGE_SIZE, (page - 1) * MASS_MESSAGE_PAGE_SIZE));
    },

    async audiences(viewer) {
      creatorOnly(viewer);
      const at = now();
      const [subscribers, followers] = await Promise.all([
        audienceSize(db, viewer.id, MassAudience.subscribers, null, at),
        audienceSize(db, viewer.id, MassAudience.followers, null, at),
      ]);
      return { subscribers, followers };
    },

    async lists(viewer) {
      creatorOnly(viewer);
      return listsOf(db, viewer.id);
    },

    async createList(viewer, name) {
      creatorOnly(viewer);
      const created = await db.transaction(async (tx) => {
        await lockUsers(tx, [viewer.id]);
        if ((await listCount(tx, viewer.id)) >= FAN_LISTS_MAX) throw badRequest(Messages.fanListsFull);
        const list = await insertList(tx, viewer.id, name.trim());
        if (!list) throw conflict(Messages.fanListNameTaken);
        return list;
      });
      return { id: created.id, name: created.name, members: 0 };
    },

    async deleteList(viewer, listId) {
      creatorOnly(viewer);
      const list = await presentList(await listOf(viewer, listId));
      await deleteList(db, listId);
      return list;
    },

    async fans(viewer, { list_id: listId, page, search }) {
      creatorOnly(viewer);
      await listOf(viewer, listId);
      const rows = await fansPage(db, viewer.id, listId, now(), search, FAN_LIST_PAGE_SIZE, (page - 1) * FAN_LIST_PAGE_SIZE);
      return rows.map((row) => ({
        person: presentPerson(row, mediaUrls),
        in_list: Boolean(row.inList),
        subscribed: Boolean(row.subscribed),
      }));
    },

    async addToList(viewer, listId, userIds) {
      creatorOnly(viewer);
      const list = await listOf(viewer, listId);
      const ids = [...new Set(userIds)];
      const fans = await fansAmong(db, viewer.id, ids, now());
      // Only people who chose to follow or subscribe: a list is never a way to write to strangers.
      if (ids.some((id) => !fans.has(id))) throw forbidden(Messages.fanListNotFan);
      await addMembers(db, list.id, ids);
      return presentList(list);
    },

    async removeFromList(viewer, listId, userIds) {
      creatorOnly(viewer);
      const list = await listOf(viewer, listId);
      await removeMembers(db, list.id, [...new Set(userIds)]);
      return presentList(list);
    },
  };

  app.decorate('massMessagesService', service);
  app.jobs.handle('deliverMassMessage', async ({ payload }) => service.deliver(payload.mass_message_id));
}

export default fp(massMessagesService, {
  name: 'mass-messages-service',
  dependencies: ['db', 'jobs', 'media-urls', 'chat-service'],
});

export const massMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.massMessagesService;
  serve(app, Endpoints.sendMassMessage, async (request) =>
    answer(Messages.massMessageSent, await service.send(viewerOf(request), request.body)),
  );
  serve(app, Endpoints.massMessages, async (request) => answer('', await service.history(viewerOf(request), request.body.page)));
  serve(app, Endpoints.massAudiences, async (request) => answer('', await service.audiences(viewerOf(request))), {
    preValidation: bodilessAsEmpty,
  });
  serve(app, Endpoints.fanLists, async (request) => answer('', await service.lists(viewerOf(request))), { preValidation: bodilessAsEmpty });
  serve(app, Endpoints.createFanList, async (request) =>
    answer(Messages.fanListCreated, await service.createList(viewerOf(request), request.body.name)),
  );
  serve(app, Endpoints.deleteFanList, async (request) =>
    answer(Messages.fanListDeleted, await service.deleteList(viewerOf(request), request.body.list_id)),
  );
  serve(app, Endpoints.fanListFans, async (request) => answer('', await service.fans(viewerOf(request), request.body)));
  serve(app, Endpoints.addToFanList, async (request) =>
    answer('', await service.addToList(viewerOf(request), request.body.list_id, request.body.user_ids)),
  );
  serve(app, Endpoints.removeFromFanList, async (request) =>
    answer('', await service.removeFromList(viewerOf(request), request.body.list_id, request.body.user_ids)),
  );
};
