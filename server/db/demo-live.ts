import { LedgerKind, NotificationType, StreamType } from '../../contract/codes.ts';
import { defaultMoney } from '../config.ts';
import { postMovement, sale } from '../modules/wallet/ledger.ts';
import type { Tx } from './client.ts';
import { liveJoins, liveStreams, notifications } from './schema.ts';

const HOUR = 3_600_000;

/**
 * Yesterday's ended live streams (Clara's paid one, joined and tipped through the ledger; Milo's free
 * one); nobody is live at first start.
 */
export async function seedLive(tx: Tx, idOf: (username: string) => number): Promise<void> {
  const [fan, clara, milo] = ['fabio', 'clara', 'milo'].map(idOf) as [number, number, number];
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await tx.insert(liveStreams).values([
    {
      streamId: 'DemoClara1',
      hostId: clara,
      title: 'Sunday studio session',
      description: 'Painting live, ask me anything',
      amount: 30,
      type: StreamType.paid,
      createdAt: at(26),
      endedAt: at(25),
    },
    {
      streamId: 'DemoMilo01',
      hostId: milo,
      title: 'Morning run',
      description: '',
      amount: 0,
      type: StreamType.free,
      createdAt: at(22),
      endedAt: at(21.5),
    },
  ]);

  const fee = defaultMoney.platformFeePercent;
  const join = sale(fan, clara, 30, fee);
  const joined = await postMovement(tx, {
    key: 'seed:live-join',
    kind: LedgerKind.liveJoin,
    payerId: fan,
    payeeId: clara,
    amount: 30,
    legs: join.legs,
    data: { fee: join.fee, stream_id: 'DemoClara1' },
  });
  await tx.insert(liveJoins).values([
    { streamId: 'DemoClara1', userId: fan, amount: 30, transactionId: joined.transactionId, createdAt: at(25.9) },
    { streamId: 'DemoMilo01', userId: fan, amount: 0, createdAt: at(21.9) },
  ]);
  const tip = sale(fan, clara, 50, fee);
  await postMovement(tx, {
    key: 'seed:live-tip',
    kind: LedgerKind.liveTip,
    payerId: fan,
    payeeId: clara,
    amount: 50,
    legs: tip.legs,
    data: { fee: tip.fee, stream_id: 'DemoClara1' },
  });

  await tx.insert(notifications).values([
    {
      userId: fan,
      type: NotificationType.newLivestream,
      actorId: clara,
      data: { stream_id: 'DemoClara1' },
      createdAt: at(26),
      readAt: at(25.9),
    },
    {
      userId: clara,
      type: NotificationType.liveStream,
      actorId: fan,
      data: { coins: 30, stream_id: 'DemoClara1' },
      createdAt: at(25.9),
      readAt: at(25),
    },
    {
      userId: clara,
      type: NotificationType.newTips,
      actorId: fan,
      data: { coins: 50, kind: LedgerKind.liveTip, stream_id: 'DemoClara1' },
      createdAt: at(25.5),
      readAt: at(25),
    },
    {
      userId: fan,
      type: NotificationType.newLivestream,
      actorId: milo,
      data: { stream_id: 'DemoMilo01' },
      createdAt: at(22),
      readAt: at(21.9),
    },
  ]);
}
