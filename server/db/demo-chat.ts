import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { ChatMessageKind, LedgerKind, MediaType } from '../../contract/codes.ts';
import { defaultMoney } from '../config.ts';
import { storeChatFile, type StoredChatFile } from '../modules/chat/files.ts';
import { attachFiles, insertMessage, openRoom, recordChatFile, type NewMessage } from '../modules/chat/repository.ts';
import { newMediaKey } from '../modules/uploads/pipeline.ts';
import { postMovement, sale } from '../modules/wallet/ledger.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import type { Tx } from './client.ts';
import { drawScene } from './demo-art.ts';
import { demoMediaDir } from './demo-posts.ts';
import {
  chatFiles,
  chatMembers,
  chatMessages,
  chatRooms,
  fanListMembers,
  fanLists,
  ledgerTransactions,
  massMessages,
  mediaContents,
  mediaFiles,
  mediaPackages,
} from './schema.ts';

const MINUTE = 60_000;

/** The files of the demo conversations, stored before the seed's transaction. */
export interface DemoChatFiles {
  photo: StoredChatFile;
  paidPhoto: StoredChatFile;
  paidClip: StoredChatFile;
  /** The photo of Clara's paid mass message to her list. */
  massPhoto: StoredChatFile;
  /** The two images of Clara's demo package. */
  packageImages: { key: string; size: number }[];
}

async function storeDemoChatFile(storage: FileStorage, filename: string, bytes: Buffer): Promise<StoredChatFile> {
  const tempPath = path.join(tmpdir(), `fanclub-seed-chat-${randomBytes(8).toString('hex')}`);
  await writeFile(tempPath, bytes);
  try {
    return await storeChatFile(storage, { tempPath, filename, size: bytes.length, truncated: false });
  } finally {
    await rm(tempPath, { force: true });
  }
}

/** Draws and stores the demo conversations' files (chat folders, private) and the demo package's images. */
export async function makeDemoChatFiles(storage: FileStorage): Promise<DemoChatFiles> {
  const [photo, paidPhoto, paidClip, massPhoto, ...packageImages] = await Promise.all([
    drawScene({ colors: ['#f7971e', '#ffd200'], motif: 'sun', label: 'Sunset from the roof' }).then((bytes) =>
      storeDemoChatFile(storage, 'photo.jpg', bytes),
    ),
    drawScene({ colors: ['#8e2de2', '#4a00e0'], motif: 'rings', label: 'Studio, exclusive' }).then((bytes) =>
      storeDemoChatFile(storage, 'paid.jpg', bytes),
    ),
    readFile(path.join(demoMediaDir, 'clip.mp4')).then((bytes) => storeDemoChatFile(storage, 'clip.mp4', bytes)),
    drawScene({ colors: ['#ff512f', '#dd2476'], motif: 'rings', label: 'Top fans only' }).then((bytes) =>
      storeDemoChatFile(storage, 'mass.jpg', bytes),
    ),
    ...[
      { colors: ['#00c6ff', '#0072ff'] as [string, string], label: 'Golden hour 1' },
      { colors: ['#f953c6', '#b91d73'] as [string, string], label: 'Golden hour 2' },
    ].map(async ({ colors, label }) => {
      const bytes = await drawScene({ colors, motif: 'waves', label });
      const key = newMediaKey('package/images/', 'jpg');
      await storage.put(key, bytes);
      return { key, size: bytes.length };
    }),
  ]);
  return { photo: photo!, paidPhoto: paidPhoto!, paidClip: paidClip!, massPhoto: massPhoto!, packageImages };
}

/**
 * The demo people's conversations, paid media included, written as the chat writes them; runs after
 * `seedWallets` (Fabio pays from his coins). See docs/decisions/0023-demo-data-written-as-the-app-writes-it.md
 */
export async function seedChat(tx: Tx, idOf: (username: string) => number, files: DemoChatFiles | null): Promise<void> {
  const [fabio, clara, milo, nina] = ['fabio', 'clara', 'milo', 'nina'].map(idOf) as [number, number, number, number];
  const now = Date.now();
  let step = 0;
  const say = async (
    roomId: string,
    authorId: number,
    minutesAgo: number,
    message: Omit<NewMessage, 'roomId' | 'authorId'> & { files?: StoredChatFile[] },
  ) => {
    step++;
    const { files: attached = [], ...rest } = message;
    const { row } = await insertMessage(tx, { roomId, authorId, clientId: `seed-${step}`, ...rest });
    await tx
      .update(chatMessages)
      .set({ createdAt: new Date(now - minutesAgo * MINUTE) })
      .where(eq(chatMessages.seq, row.seq));
    if (attached.length) {
      for (const file of attached) await recordChatFile(tx, authorId, `seed-${step}`, file);
      await attachFiles(
        tx,
        row.seq,
        attached.map((file) => file.key),
      );
    }
    return row;
  };
  const text = (content: string) => ({ kind: ChatMessageKind.text, content });

  const fc = await openRoom(tx, fabio, clara);
  await say(fc.id, fabio, 180, text('Hi Clara! Loved the behind the scenes post.'));
  await say(fc.id, clara, 175, text('Thank you Fabio! More coming this week.'));
  if (files) await say(fc.id, clara, 170, { ...text('The view from the studio roof tonight'), files: [files.photo] });
  await say(fc.id, fabio, 160, text('Wow. Sending a little something for the next shoot.'));

  // A coin transfer, as /api/user/coin-transfer writes it: the movement and its message.
  const transfer = await postMovement(tx, {
    key: 'seed:chat:transfer',
    kind: LedgerKind.coinTransfer,
    payerId: fabio,
    payeeId: clara,
    amount: 100,
    legs: [
      { account: { user: fabio }, amount: -100 },
      { account: { user: clara }, amount: 100 },
    ],
  });
  await say(fc.id, fabio, 159, {
    kind: ChatMessageKind.coinTransfer,
    content: '',
    coins: 100,
    clientId: `ledger-${transfer.transactionId}`,
  });

  if (files) {
    const unlocked = await say(fc.id, clara, 120, {
      kind: ChatMessageKind.paidMedia,
      content: 'A photo from the studio, just for you',
      coins: 40,
      files: [files.paidPhoto],
    });
    const { legs, fee } = sale(fabio, clara, 40, defaultMoney.platformFeePercent);
    await postMovement(tx, {
      key: `chat-media:${unlocked.id}`,
      kind: LedgerKind.chatMedia,
      payerId: fabio,
      payeeId: clara,
      amount: 40,
      legs,
      data: { fee, message: unlocked.id },
    });
    await tx
      .update(chatMessages)
      .set({ unlockedAt: new Date(now - 110 * MINUTE) })
      .where(eq(chatMessages.seq, unlocked.seq));
    await say(fc.id, clara, 60, {
      kind: ChatMessageKind.paidMedia,
      content: 'The full rehearsal clip',
      coins: 60,
      files: [files.paidClip],
    });

    const [pack] = await tx.insert(mediaPackages).values({ ownerId: clara, name: 'Golden hour', price: 150 }).returning();
    if (pack) {
      await tx.insert(mediaFiles).values(
        files.packageImages.map(({ key, size }) => ({
          key,
          ownerId: clara,
          path: 'package/images/',
          mime: 'image/jpeg',
          sizeBytes: size,
        })),
      );
      await tx
        .insert(mediaContents)
        .values(files.packageImages.map(({ key }) => ({ packageId: pack.id, fileKey: key, thumbKey: key, mediaType: MediaType.image })));
      await say(fc.id, clara, 30, {
        kind: ChatMessageKind.paidPackage,
        content: pack.name,
        coins: pack.price,
        packageId: pack.id,
        clientId: null,
      });
    }
  }
  await readAll(tx, fc.id);

  const mf = await openRoom(tx, milo, fabio);
  await readAll(tx, mf.id);
  await say(mf.id, milo, 15, text('Hey Fabio, are you coming to the Lisbon meetup?'));
  await say(mf.id, milo, 14, text('I can save you a spot.'));

  const nc = await openRoom(tx, nina, clara);
  await say(nc.id, nina, 300, text('Collab next month?'));
  // Nina's rose (the wallet seed's movement) with its short message, as send-sticker writes it into the room.
  const [rose] = await tx
    .select({
      id: ledgerTransactions.id,
      stickerId: ledgerTransactions.stickerId,
      amount: ledgerTransactions.amount,
      data: ledgerTransactions.data,
    })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.kind, LedgerKind.sticker), eq(ledgerTransactions.payerId, nina), eq(ledgerTransactions.payeeId, clara)),
    );
  if (rose)
    await say(nc.id, nina, 295, {
      kind: ChatMessageKind.sticker,
      content: String(rose.data.sticker ?? ''),
      coins: rose.amount,
      stickerId: rose.stickerId,
      note: String(rose.data.note ?? '') || null,
      clientId: `ledger-${rose.id}`,
    });
  await say(nc.id, clara, 290, text('Yes! Let us plan it on Friday.'));
  await readAll(tx, nc.id);

  await seedMassMessages(tx, { clara, milo, theo: idOf('theo') }, files, now);

  // The rooms' order and activity as their messages left them.
  await tx.execute(
    sql`update ${chatRooms} r set created_at = coalesce((select min(m.created_at) from ${chatMessages} m where m.room_id = r.id), r.created_at)`,
  );
}

/**
 * Clara's "Top fans" list (Milo and Theo, who follow her) and two mass messages to it, written as the delivery job
 * writes them: a free one two days ago and a paid photo yesterday. Milo read both; Theo has not yet.
 * See docs/decisions/0051-mass-messages.md
 */
async function seedMassMessages(
  tx: Tx,
  people: { clara: number; milo: number; theo: number },
  files: DemoChatFiles | null,
  now: number,
): Promise<void> {
  const { clara, milo, theo } = people;
  const [list] = await tx.insert(fanLists).values({ ownerId: clara, name: 'Top fans' }).returning();
  if (!list) return;
  await tx.insert(fanListMembers).values([milo, theo].map((userId) => ({ listId: list.id, userId })));
  const messages = [
    { content: 'Thank you for being here from the start. New studio series drops on Friday!', coins: null, hoursAgo: 48, file: null },
    { content: 'A first look at Friday, for my top fans only', coins: 30, hoursAgo: 24, file: files?.massPhoto ?? null },
  ];
  for (const [index, message] of messages.entries()) {
    if (message.coins !== null && !message.file) continue;
    const at = new Date(now - message.hoursAgo * 60 * MINUTE);
    const [mass] = await tx
      .insert(massMessages)
      .values({
        authorId: clara,
        audience: 'list',
        listId: list.id,
        listName: list.name,
        content: message.content,
        coins: message.coins,
        clientId: `seed-mass-${index}`,
        createdAt: at,
      })
      .returning();
    if (!mass) continue;
    if (message.file) {
      await recordChatFile(tx, clara, `seed-mass-${index}`, message.file);
      await tx.update(chatFiles).set({ massMessageId: mass.id, position: 0 }).where(eq(chatFiles.key, message.file.key));
    }
    for (const recipient of [milo, theo]) {
      const room = await openRoom(tx, clara, recipient);
      const { row } = await insertMessage(tx, {
        roomId: room.id,
        authorId: clara,
        kind: message.coins === null ? ChatMessageKind.text : ChatMessageKind.paidMedia,
        content: message.content,
        coins: message.coins,
        clientId: `mass-${mass.id}-${recipient}`,
      });
      await tx.update(chatMessages).set({ massMessageId: mass.id, createdAt: at }).where(eq(chatMessages.seq, row.seq));
    }
    await tx.update(massMessages).set({ recipients: 2, sentAt: at }).where(eq(massMessages.id, mass.id));
  }
  // Milo opened his chat with Clara since; Theo has not.
  const [miloRoom] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.userLow, Math.min(clara, milo)), eq(chatRooms.userHigh, Math.max(clara, milo))));
  if (miloRoom) await readAll(tx, miloRoom.id);
}

/** Both members read the room up to its latest message. */
async function readAll(tx: Tx, roomId: string) {
  await tx.execute(
    sql`update ${chatMembers} m set read_seq = coalesce(r.last_seq, 0), notified = 0 from ${chatRooms} r where r.id = m.room_id and m.room_id = ${roomId}`,
  );
}
