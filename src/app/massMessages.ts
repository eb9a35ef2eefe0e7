import { fromPromise, type ActorRefFrom } from 'xstate';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { MassAttachment, VaultPick } from '../machines/massMessages.machine';
import type { fanListMachine } from '../machines/fanList.machine';
import type { massMessagesMachine } from '../machines/massMessages.machine';
import { onDemand, operation, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What the mass messages screen needs of the outside world. */
export interface MassMessagesServices {
  gateway: Gateway;
}

/** A creator's mass messages and fan lists (issue 32, item 4); both machines load with their screen. */
export function massMessages({ gateway }: MassMessagesServices) {
  return {
    actors: {},
    screens: {
      massMessages: onDemand(async () =>
        (await import('../machines/massMessages.machine')).massMessagesMachine.provide({
          actors: {
            loadScreen: operation(gateway, 'MassMessagesScreen', (answer) => ({
              history: answer.massMessages,
              audiences: answer.massAudiences,
              lists: answer.fanLists,
            })),
            loadHistory: operation(gateway, 'MassMessages', (answer) => answer.massMessages),
            // One chat file of the creator's per vault item (/api/vault/use-in-chat), in the order chosen.
            copyForChat: fromPromise<MassAttachment[], { items: VaultPick[] }>(async ({ input, signal }) => {
              const copies: MassAttachment[] = [];
              for (const item of input.items) {
                const uploadId = `vault${crypto.randomUUID().replace(/-/g, '')}`;
                const { key } = (await runOperation(gateway, 'UseVaultItemInChat', { key: item.key, uploadId }, signal)).useVaultItemInChat;
                copies.push({ key, kind: item.kind, thumbnailUrl: item.kind === 'IMAGE' ? item.url : '' });
              }
              return copies;
            }),
            sendMassMessage: operation(
              gateway,
              'SendMassMessage',
              (answer) => answer.sendMassMessage,
              (input: {
                audience: 'SUBSCRIBERS' | 'FOLLOWERS' | 'LIST';
                listId: string | null;
                content: string;
                files: string[];
                price: number | null;
                clientId: string;
              }) => ({
                input,
              }),
            ),
            createFanList: operation(gateway, 'CreateFanList', (answer) => answer.createFanList),
            deleteFanList: operation(
              gateway,
              'DeleteFanList',
              (answer) => answer.deleteFanList,
              ({ id }: { id: string }) => ({ listId: id }),
            ),
          },
        }),
      ),
      fanList: onDemand(async () =>
        (await import('../machines/fanList.machine')).fanListMachine.provide({
          actors: {
            loadFans: operation(
              gateway,
              'FanListFans',
              (answer) => answer.fanListFans,
              ({ listId, page, search }: { listId: string; page: number; search: string }) => ({
                listId,
                page,
                ...(search ? { search } : {}),
              }),
            ),
            addToList: operation(
              gateway,
              'AddToFanList',
              (answer) => answer.addToFanList,
              ({ listId, userId }: { listId: string; userId: string }) => ({ listId, userIds: [userId] }),
            ),
            removeFromList: operation(
              gateway,
              'RemoveFromFanList',
              (answer) => answer.removeFromFanList,
              ({ listId, userId }: { listId: string; userId: string }) => ({ listId, userIds: [userId] }),
            ),
          },
        }),
      ),
    },
  } satisfies Area;
}

export type { Fan } from '../machines/fanList.machine';
export type { FanList, MassAttachment, MassAudience, MassDraft, MassMessage, VaultPick } from '../machines/massMessages.machine';
export type MassMessagesActor = ActorRefFrom<typeof massMessagesMachine>;
export type FanListActor = ActorRefFrom<typeof fanListMachine>;

export const useMassMessages = () => useScreenActor('massMessages', {});
export const useFanList = (listId: string) => useScreenActor('fanList', { listId });
