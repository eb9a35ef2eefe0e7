import type { ActorRefFrom } from 'xstate';
import type { adminQueueMachine, QueueKind } from '../../machines/adminQueue.machine';
import { useScreenActor } from '../root/hooks';

export type { QueueKind } from '../../machines/adminQueue.machine';
export type { PendingPayout, PendingVerification, ReportedPerson, ReportedPost, SuspendedPerson } from '../../services/review';

export type AdminQueueActor = ActorRefFrom<typeof adminQueueMachine>;
export const useAdminQueue = (kind: QueueKind) => useScreenActor('adminQueue', { kind });
