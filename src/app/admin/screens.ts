import { fromPromise } from 'xstate';
import { adminJobsMachine } from '../../machines/adminJobs.machine';
import { adminQueueMachine, type QueueKind } from '../../machines/adminQueue.machine';
import { runOperation, type Gateway } from '../../services/gatewayError';

// The admin queues provided with their service: this module and the machine load with the admin page (./area.ts declares it on demand).

export const adminQueueScreen = (gateway: Gateway) => {
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
  const decisions: Record<
    QueueKind,
    (decision: { id: string; approve: boolean; comment: string }, signal: AbortSignal) => Promise<{ message: string }>
  > = {
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
  return adminQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(({ input, signal }) => pages[input.kind](input.page, signal)),
      decide: fromPromise(({ input: { kind, ...decision }, signal }) => decisions[kind](decision, signal)),
    },
  });
};

/** The line on the background jobs, counted by the server when asked. */
export const adminJobsScreen = (gateway: Gateway) =>
  adminJobsMachine.provide({
    actors: { loadJobs: fromPromise(async ({ signal }) => (await runOperation(gateway, 'BackgroundJobs', {}, signal)).backgroundJobs) },
  });
