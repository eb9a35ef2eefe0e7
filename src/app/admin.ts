import { fromPromise, type ActorRefFrom } from 'xstate';
import type { adminQueueMachine, QueueKind } from '../machines/adminQueue.machine';
import { runOperation, type Gateway, type OperationResult } from '../services/gatewayError';
import { onDemand, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What the admin area needs of the outside world. */
export interface AdminServices {
  gateway: Gateway;
}

type Decision = { id: string; approve: boolean; comment: string };

/** The admin area: the verification, payout, report and suspension queues and their decisions, and the background jobs' counts (admins only; the server refuses others). */
export function admin({ gateway }: AdminServices) {
  const pages: Record<QueueKind, (page: number, signal: AbortSignal) => Promise<{ id: string }[]>> = {
    verifications: async (page, signal) => (await runOperation(gateway, 'PendingVerifications', { page }, signal)).pendingVerifications,
    payouts: async (page, signal) => (await runOperation(gateway, 'PendingPayouts', { page }, signal)).pendingPayouts,
    // A reported post is decided by its post's id.
    reports: async (page, signal) =>
      (await runOperation(gateway, 'ReportedPosts', { page }, signal)).reportedPosts.map((post) => ({ ...post, id: post.postId })),
    // A reported person is decided by their id.
    people: async (page, signal) =>
      (await runOperation(gateway, 'ReportedPeople', { page }, signal)).reportedPeople.map((person) => ({ ...person, id: person.user.id })),
    suspended: async (page, signal) =>
      (await runOperation(gateway, 'SuspendedPeople', { page }, signal)).suspendedPeople.map((person) => ({
        ...person,
        id: person.user.id,
      })),
  };
  // A reported person: suspended (approve) or their reports dismissed; a suspended one: unsuspended.
  const decisions: Record<QueueKind, (decision: Decision, signal: AbortSignal) => Promise<{ message: string }>> = {
    verifications: async (decision, signal) => (await runOperation(gateway, 'DecideVerification', decision, signal)).decideVerification,
    payouts: async (decision, signal) => (await runOperation(gateway, 'DecidePayout', decision, signal)).decidePayout,
    reports: async ({ id, approve }, signal) =>
      (await runOperation(gateway, 'DecideReport', { postId: id, remove: approve }, signal)).decideReport,
    people: async ({ id, approve }, signal) =>
      approve
        ? (await runOperation(gateway, 'SuspendPerson', { userId: id }, signal)).suspendPerson
        : (await runOperation(gateway, 'DismissPersonReports', { userId: id }, signal)).dismissPersonReports,
    suspended: async ({ id }, signal) => (await runOperation(gateway, 'UnsuspendPerson', { userId: id }, signal)).unsuspendPerson,
  };
  return {
    actors: {},
    screens: {
      // The machine loads with the admin page.
      adminQueue: onDemand(async () =>
        (await import('../machines/adminQueue.machine')).adminQueueMachine.provide({
          actors: {
            loadQueue: fromPromise(({ input, signal }) => pages[input.kind](input.page, signal)),
            decide: fromPromise(({ input: { kind, ...decision }, signal }) => decisions[kind](decision, signal)),
          },
        }),
      ),
      // The line on the background jobs, counted by the server when asked.
      adminJobs: onDemand(async () =>
        (await import('../machines/adminJobs.machine')).adminJobsMachine.provide({
          actors: {
            loadJobs: fromPromise(async ({ signal }) => (await runOperation(gateway, 'BackgroundJobs', {}, signal)).backgroundJobs),
          },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the admin page uses.

export type { QueueKind } from '../machines/adminQueue.machine';

export type PendingVerification = OperationResult<'PendingVerifications'>['pendingVerifications'][number];
export type PendingPayout = OperationResult<'PendingPayouts'>['pendingPayouts'][number];
export type ReportedPost = OperationResult<'ReportedPosts'>['reportedPosts'][number];
export type ReportedPerson = OperationResult<'ReportedPeople'>['reportedPeople'][number];
export type SuspendedPerson = OperationResult<'SuspendedPeople'>['suspendedPeople'][number];

export type AdminQueueActor = ActorRefFrom<typeof adminQueueMachine>;
export const useAdminQueue = (kind: QueueKind) => useScreenActor('adminQueue', { kind });
export const useAdminJobs = () => useScreenActor('adminJobs', {});
