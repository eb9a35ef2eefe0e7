import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { screenStart } from '../../src/app/root/system';
import * as fx from '../machines/packages.fixtures';
import { startApp } from './fakeApp';

describe('chat area: the attachment popup offers one of the viewer’s packages', () => {
  it('lists the viewer’s packages through the gateway, sends the chosen one to the partner and toasts the server’s words', async () => {
    const { app, root, calls, shown } = await startApp();
    const start = screenStart({ root, screens: app.screens }, 'chatPackageOffer', { toUserId: '11' });
    const offer = createActor(await start.logic, { input: start.input }).start();
    expect(calls.pending('MyMediaPackages').input).toEqual({});
    await calls.succeed('MyMediaPackages', { myMediaPackages: [fx.pkg('7', 'Beach days')] });
    offer.send({ type: 'offer.send', packageId: '7' });
    expect(calls.pending('SendPackage').input).toEqual({ packageId: '7', title: 'Beach days', userIds: ['11'] });
    await calls.succeed('SendPackage', { sendPackage: { message: Messages.packageSent, sent: 1 } });
    expect(offer.getSnapshot().status).toBe('done');
    expect(shown()).toEqual([Messages.packageSent]);
  });
});
