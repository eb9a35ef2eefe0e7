import { describe, expect, it } from 'vitest';
import { startApp } from './fakeApp';

const start = () => startApp();

describe('admin area', () => {
  it('a reported post is read by its post’s id and removed through DecideReport', async () => {
    const { screen, calls } = await start();
    const queue = await screen('adminQueue', { kind: 'reports' });
    expect(calls.pending('ReportedPosts').input).toEqual({ page: 1 });
    await calls.succeed('ReportedPosts', { reportedPosts: [{ postId: '40', reports: 2 }] });
    expect(queue.getSnapshot().context).toMatchObject({ items: [{ id: '40', postId: '40' }] });
    queue.send({ type: 'queue.decide', decision: { id: '40', approve: true, comment: '' } });
    queue.send({ type: 'queue.confirm' });
    expect(calls.pending('DecideReport').input).toEqual({ postId: '40', remove: true });
  });

  it('a reported person approved is suspended, dismissed has their reports dismissed; a suspended one is unsuspended', async () => {
    const { screen, calls } = await start();
    const people = await screen('adminQueue', { kind: 'people' });
    await calls.succeed('ReportedPeople', { reportedPeople: [{ user: { id: '9' } }, { user: { id: '10' } }] });
    people.send({ type: 'queue.decide', decision: { id: '9', approve: true, comment: '' } });
    people.send({ type: 'queue.confirm' });
    expect(calls.pending('SuspendPerson').input).toEqual({ userId: '9' });
    await calls.succeed('SuspendPerson', { suspendPerson: { message: 'Suspended' } });
    people.send({ type: 'queue.decide', decision: { id: '10', approve: false, comment: '' } });
    people.send({ type: 'queue.confirm' });
    expect(calls.pending('DismissPersonReports').input).toEqual({ userId: '10' });
    const suspended = await screen('adminQueue', { kind: 'suspended' });
    expect(calls.pending('SuspendedPeople').input).toEqual({ page: 1 });
    await calls.succeed('SuspendedPeople', { suspendedPeople: [{ user: { id: '11' } }] });
    suspended.send({ type: 'queue.decide', decision: { id: '11', approve: true, comment: '' } });
    suspended.send({ type: 'queue.confirm' });
    expect(calls.pending('UnsuspendPerson').input).toEqual({ userId: '11' });
  });

  it('the background jobs line reads BackgroundJobs, and again on refresh after a failure', async () => {
    const { screen, calls } = await start();
    const jobs = await screen('adminJobs', {});
    expect(calls.pending('BackgroundJobs').input).toEqual({});
    await calls.fail('BackgroundJobs', new Error('offline'));
    expect(jobs.getSnapshot().value).toBe('failed');
    jobs.send({ type: 'jobs.refresh' });
    await calls.succeed('BackgroundJobs', { backgroundJobs: { waiting: 2, active: 1, failed: 3 } });
    expect(jobs.getSnapshot().value).toBe('shown');
    expect(jobs.getSnapshot().context).toEqual({ counts: { waiting: 2, active: 1, failed: 3 }, failure: null });
  });

  it('a verification decided sends its comment through DecideVerification', async () => {
    const { screen, calls } = await start();
    const queue = await screen('adminQueue', { kind: 'verifications' });
    await calls.succeed('PendingVerifications', { pendingVerifications: [{ id: '5' }] });
    queue.send({ type: 'queue.decide', decision: { id: '5', approve: false, comment: 'Blurred' } });
    queue.send({ type: 'queue.confirm' });
    expect(calls.pending('DecideVerification').input).toEqual({ id: '5', approve: false, comment: 'Blurred' });
  });
});

describe('payouts area', () => {
  it('Payout reads the withdrawable coins and the first history page together', async () => {
    const { screen, calls } = await start();
    const payout = await screen('payout', {});
    expect(calls.pending('Withdrawable').input).toEqual({});
    expect(calls.pending('Payouts').input).toEqual({ page: 1 });
    await calls.succeed('Withdrawable', { withdrawable: { coins: 40 } });
    await calls.succeed('Payouts', { payouts: [] });
    expect(payout.getSnapshot().context).toMatchObject({ withdrawable: { coins: 40 } });
  });

  it('Banking reads BankDetails', async () => {
    const { screen, calls } = await start();
    await screen('banking', {});
    expect(calls.pending('BankDetails').input).toEqual({});
  });
});
