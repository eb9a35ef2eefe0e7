import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { authMachine } from '../../../src/machines/auth.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { authEvents } from './events';
import { describeEvent, modelPaths, replay } from './model';

const paths = modelPaths(authMachine, authEvents);

/** The effects the spec asks for, counted from the steps a path has taken (not from the machine). */
function expectedEffects(events: AnyEventObject[]) {
  const count = (prefix: string) => events.filter((event) => describeEvent(event).startsWith(prefix)).length;
  return {
    persistAdminSession: count('adminLogin ✓'),
    notify: count('adminLogin ✓'),
    startVerification: count('adminLogin ✗ verifyRequired'),
    persistChatSession: count('chatLogin ✓'),
    goToHome: count('chatLogin ✓'),
    // Logout and 401 leave through clearSession of loggingOut; a failed chat login does not leave.
    leaveToLogin: events.filter((event) => /^xstate\.(done|error)\.actor\..*auth\.loggingOut$/.test(event.type)).length,
  };
}

describe('auth model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(50);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['restoreSession', 'adminLogin', 'chatLogin', 'loadViewer', 'clearSession']);
      const effects = {
        persistAdminSession: vi.fn(),
        notify: vi.fn(),
        startVerification: vi.fn(),
        persistChatSession: vi.fn(),
        goToHome: vi.fn(),
        leaveToLogin: vi.fn(),
      };
      await replay(authMachine, path, () => ({
        actor: createActor(authMachine.provide({ actors: services.actors, actions: effects })).start(),
        calls: services.calls,
        afterStep: (step) => {
          const counted = Object.fromEntries(Object.entries(effects).map(([name, spy]) => [name, spy.mock.calls.length]));
          expect(counted, `effects after step ${step}`).toEqual(expectedEffects(path.events.slice(0, step)));
          // Admin then chat login, both with the trimmed credentials of the form; verification gets them too.
          for (const call of services.calls.filter((c) => c.src === 'adminLogin' || c.src === 'chatLogin')) {
            expect(call.input).toEqual(fx.credentials);
          }
          for (const [, params] of effects.startVerification.mock.calls) expect(params).toEqual(fx.credentials);
          for (const [, params] of effects.persistAdminSession.mock.calls) expect(params).toEqual({ authToken: 'admin-token', userId: 'u-7' });
          for (const [, params] of effects.persistChatSession.mock.calls) expect(params).toEqual(fx.chatLogin);
        },
      }));
    });
  }
});
