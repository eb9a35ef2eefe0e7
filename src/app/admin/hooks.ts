import type { ActorRefFrom } from 'xstate';
import type { adminQueueMachine, QueueKind } from '../../machines/adminQueue.machine';
import { useScreenActor } from '../root/hooks';

export type { QueueKind } from '../../machines/adminQueue.machine';
import type { OperationResult } from '../../services/gatewayError';

export type PendingVerification = OperationResult<'PendingVerifications'>['pendingVerifications'][number];
export type PendingPayout = OperationResult<'PendingPayouts'>['pendingPayouts'][number];
export type ReportedPost = OperationResult<'ReportedPosts'>['reportedPosts'][number];
export type ReportedPerson = OperationResult<'ReportedPeople'>['reportedPeople'][number];
export type SuspendedPerson = OperationResult<'SuspendedPeople'>['suspendedPeople'][number];

export type AdminQueueActor = ActorRefFrom<typeof adminQueueMachine>;
export const useAdminQueue = (kind: QueueKind) => useScreenActor('adminQueue', { kind });
export const useAdminJobs = () => useScreenActor('adminJobs', {});
