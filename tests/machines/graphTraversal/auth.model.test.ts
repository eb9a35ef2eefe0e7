import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { authMachine, type AuthEvent } from '../../../src/machines/auth.machine';
import { callbackService, deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { authEvents } from './events';
import { describeEvent, modelPaths, replay } from './model';

const paths = modelPaths(authMachine, authEvents);

/** The effects the spec asks for, counted from the steps a path has taken (not from the machine). */
function expectedEffects(events: AnyEventObject[]) {
  const count = (prefix: string) => events.filter((event) => describeEvent(event).startsWith(prefix)).length;
  return {
    persistAdminSession: count('adminLogin ✓'),
    // The welcome toast waits for the chat login: a half login greets nobody.
    notify: count('chatLogin ✓'),
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
      // The REST client's 401 answers: the model's `session.unauthorized` comes through this subscription.
      const unauthorized = callbackService<AuthEvent>();
      const effects = {
        persistAdminSession: vi.fn(),
        notify: vi.fn(),
        startVerification: vi.fn(),
        persistChatSession: vi.fn(),
        goToHome: vi.fn(),
        leaveToLogin: vi.fn(),
      };
      const actor = createActor(
        authMachine.provide({ actors: { ...services.actors, unauthorizedAnswers: unauthorized.actor }, actions: effects }),
      ).start();
      await replay(authMachine, path, () => ({
        actor,
        calls: services.calls,
        states: {
          // The credentials are held only while the two logins run (not while a half login is undone).
          auth: (snapshot) => {
            const loggingIn = snapshot.matches({ authenticating: 'admin' }) || snapshot.matches({ authenticating: 'chat' });
            expect(snapshot.context.credentials).toEqual(loggingIn ? fx.credentials : null);
          },
          'auth.restoring': (snapshot, open) => {
            expect(open('restoreSession')).toHaveLength(1);
            expect(snapshot.context.viewer).toBeNull();
          },
          // Nobody is in, no login runs and no 401 is listened to.
          'auth.loggedOut': (snapshot, open) => {
            expect(snapshot.context.viewer).toBeNull();
            expect([...open('adminLogin'), ...open('chatLogin'), ...open('loadViewer')]).toEqual([]);
            expect(unauthorized.live()).toBe(0);
          },
          'auth.authenticating': (snapshot) => expect(snapshot.context.fieldErrors).toEqual({}),
          'auth.authenticating.admin': (snapshot, open) => {
            expect(open('adminLogin').map((call) => call.input)).toEqual([fx.credentials]);
            expect(snapshot.context.viewer).toBeNull();
          },
          // The admin half is through: its viewer (no chat id yet) and greeting wait for the chat half.
          'auth.authenticating.chat': (snapshot, open) => {
            expect(open('chatLogin').map((call) => call.input)).toEqual([fx.credentials]);
            expect(snapshot.context.viewer).toEqual(fx.adminViewer);
            expect(snapshot.context.greeting).toBe(Messages.loginSuccess);
          },
          'auth.authenticating.undoing': (snapshot, open) => {
            expect(open('clearSession')).toHaveLength(1);
            expect(snapshot.context.failure?.message).toBe(Messages.chatUserFailed);
          },
          'auth.loggedIn': () => expect(unauthorized.live()).toBe(1),
          'auth.loggedIn.loadingViewer': (_, open) => expect(open('loadViewer')).toHaveLength(1),
          // The shell offers a retry with the fallback words; nothing is being asked.
          'auth.loggedIn.viewerUnavailable': (snapshot, open) => {
            expect(snapshot.context.failure).toEqual({ message: Messages.somethingWentWrong });
            expect(open('loadViewer')).toEqual([]);
          },
          'auth.loggedIn.ready': (snapshot) => expect(snapshot.context.viewer?.chatUserId).toBe(fx.chatLogin.chatUserId),
          // Nothing is being read again.
          'auth.loggedIn.ready.current': (_, open) => expect(open('loadViewer')).toEqual([]),
          // The viewer is read again while the app stays ready; until the answer the one known stays.
          'auth.loggedIn.ready.refreshing': (snapshot, open) => {
            expect(open('loadViewer')).toHaveLength(1);
            expect(snapshot.context.viewer).not.toBeNull();
          },
          'auth.loggingOut': (_, open) => expect(open('clearSession')).toHaveLength(1),
        },
        deliver: (event) => {
          if (event.type !== 'session.unauthorized') return false;
          expect(unauthorized.live(), 'a 401 is heard while logged in').toBe(1);
          unauthorized.report({ type: 'session.unauthorized' });
          return true;
        },
        afterStep: (step) => {
          const counted = Object.fromEntries(Object.entries(effects).map(([name, spy]) => [name, spy.mock.calls.length]));
          expect(counted, `effects after step ${step}`).toEqual(expectedEffects(path.events.slice(0, step)));
          // 401s are listened to exactly while the session lives, once each time it starts.
          const taken = path.events.slice(0, step).map(describeEvent);
          expect(unauthorized.live(), `401 subscription after step ${step}`).toBe(actor.getSnapshot().matches('loggedIn') ? 1 : 0);
          expect(unauthorized.started()).toBe(taken.filter((l) => l === 'restoreSession ✓ stored' || l === 'chatLogin ✓ ok').length);
          // Admin then chat login, both with the trimmed credentials of the form; verification gets them too.
          for (const call of services.calls.filter((c) => c.src === 'adminLogin' || c.src === 'chatLogin')) {
            expect(call.input).toEqual(fx.credentials);
          }
          for (const [, params] of effects.startVerification.mock.calls) expect(params).toEqual(fx.credentials);
          for (const [, params] of effects.persistAdminSession.mock.calls)
            expect(params).toEqual({ authToken: 'admin-token', userId: 'u-7' });
          for (const [, params] of effects.persistChatSession.mock.calls) expect(params).toEqual(fx.chatLogin);
          // The admin login's message, once both logins are through.
          for (const [, params] of effects.notify.mock.calls) expect(params).toEqual({ kind: 'success', message: Messages.loginSuccess });
          // A viewer read again replaces the one known.
          if (taken[step - 1] === 'loadViewer ✓ decided') expect(actor.getSnapshot().context.viewer).toEqual(fx.decidedViewer);
          // Right after a chat login the viewer carries its chat id.
          if (taken[step - 1] === 'chatLogin ✓ ok')
            expect(actor.getSnapshot().context.viewer).toEqual({ ...fx.adminViewer, chatUserId: 'c-7' });
        },
      }));
    });
  }
});
