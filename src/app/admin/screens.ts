import { fromPromise } from 'xstate';
import { adminQueueMachine, type QueueKind } from '../../machines/adminQueue.machine';
import type { AdminApi } from '../../services/review';

// The admin queues provided with their service: this module and the machine load with the admin page (./area.ts declares it on demand).

export const adminQueueScreen = (api: AdminApi) => {
  const pages: Record<QueueKind, (page: number, signal: AbortSignal) => Promise<{ id: string }[]>> = {
    verifications: (page, signal) => api.pendingVerifications(page, signal),
    payouts: (page, signal) => api.pendingPayouts(page, signal),
    // A reported post is decided by its post's id.
    reports: async (page, signal) => (await api.reportedPosts(page, signal)).map((post) => ({ ...post, id: post.postId })),
    // A reported person is decided by their id.
    people: async (page, signal) => (await api.reportedPeople(page, signal)).map((person) => ({ ...person, id: person.user.id })),
    suspended: async (page, signal) => (await api.suspendedPeople(page, signal)).map((person) => ({ ...person, id: person.user.id })),
  };
  // A reported person: suspended (approve) or their reports dismissed; a suspended one: unsuspended.
  const decisions: Record<
    QueueKind,
    (decision: { id: string; approve: boolean; comment: string }, signal: AbortSignal) => Promise<{ message: string }>
  > = {
    verifications: ({ id, approve, comment }, signal) => api.decideVerification(id, approve, comment, signal),
    payouts: ({ id, approve, comment }, signal) => api.decidePayout(id, approve, comment, signal),
    reports: ({ id, approve }, signal) => api.decideReport(id, approve, signal),
    people: ({ id, approve }, signal) => (approve ? api.suspendPerson(id, signal) : api.dismissPersonReports(id, signal)),
    suspended: ({ id }, signal) => api.unsuspendPerson(id, signal),
  };
  return adminQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(({ input, signal }) => pages[input.kind](input.page, signal)),
      decide: fromPromise(({ input: { kind, ...decision }, signal }) => decisions[kind](decision, signal)),
    },
  });
};
