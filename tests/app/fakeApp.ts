import { vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Locale } from '../../contract/locales';
import type { AppServices, ScreenName, Screens, SystemActors } from '../../src/app/root/areas';
import { createApp } from '../../src/app/root/app';
import { screenStart, startLongLived, systemActor, type ScreenInput } from '../../src/app/root/system';
import type { OperationName } from '../../src/services/gatewayError';
import type { ChatPushHandlers } from '../../src/services/chat';
import { deferredFunctions } from '../machines/fakeServices';

/** Every service the composition root asks for, faked: calls wait for the test's answer, edge effects are spies. */
export function fakeServices(storedLocale: Locale = 'en') {
  const calls = deferredFunctions<
    | OperationName
    | 'loadSession'
    | 'clearSession'
    | 'activateCatalog'
    | 'uploadFile'
    | 'uploadChatFile'
    | 'addPackageMedia'
    | 'paymentSetup'
    | 'createPaymentMethod'
    | 'charge'
    | 'takeExtraStep'
    | 'liveChat'
  >();
  const f = calls.fn;
  const unauthorized = new Set<() => void>();
  const effects = {
    saveAdmin: vi.fn(async () => {}),
    saveChat: vi.fn(async () => {}),
    renewTokens: vi.fn(async (_answer: Promise<{ authToken: string; jwtToken: string | null }>) => {}),
    navigate: vi.fn(),
    reloadAt: vi.fn(),
    storeLocale: vi.fn(),
    /** The socket's pushes: the handler of the open listener, and its close. */
    closeSocket: vi.fn(),
    listen: vi.fn((_onNotification: (notification: never) => void) => effects.closeSocket as () => void),
    /** The socket's wallet pushes: the handler of the open listener, and its close. */
    closeWalletSocket: vi.fn(),
    listenWallet: vi.fn((_onBalance: (balance: number) => void) => effects.closeWalletSocket as () => void),
    /** The socket's chat messages, read receipts and typing: the handlers of the open listener, its close and the typing it told. */
    closeChatSocket: vi.fn(),
    typingChat: vi.fn((_roomId: string) => {}),
    listenChat: vi.fn((_handlers: ChatPushHandlers) => ({ close: effects.closeChatSocket as () => void, typing: effects.typingChat })),
  };
  const services: AppServices = {
    // Each operation by its name, with its variables as the call's input: the test answers with the operation's data.
    gateway: { request: (operation, variables, signal) => f(operation)(variables, signal) },
    uploads: { file: f('uploadFile'), chatFile: f('uploadChatFile'), packageMedia: f('addPackageMedia') },
    balancePushes: { listen: effects.listenWallet },
    notificationPushes: async () => ({ listen: effects.listen }),
    chatPushes: async () => ({ listen: effects.listenChat }),
    liveSessions: async () => ({ session: vi.fn(() => ({ chat: f('liveChat'), close: vi.fn() })) }),
    session: {
      load: f('loadSession'),
      saveAdmin: effects.saveAdmin,
      saveChat: effects.saveChat,
      renewTokens: effects.renewTokens,
      clear: f('clearSession'),
    },
    onUnauthorized(listener) {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
    navigate: effects.navigate,
    reloadAt: effects.reloadAt,
    storedLocale,
    activateCatalog: f('activateCatalog'),
    storeLocale: effects.storeLocale,
    paymentsApi: async () => ({
      setup: f('paymentSetup'),
      mountStripeCard: () => () => {},
      createPaymentMethod: f('createPaymentMethod'),
      charge: f('charge'),
      takeExtraStep: f('takeExtraStep'),
    }),
  };
  /** The REST client's 401 answers, as the edge reports them to whoever listens. */
  const reportUnauthorized = () => [...unauthorized].forEach((listener) => listener());
  return { services, calls, effects, listening: () => unauthorized.size, reportUnauthorized };
}

/**
 * The app as main.tsx builds it, with fake services, started; the first catalog and the stored session answered,
 * then (unless `onDemand: false`) the long-lived actors declared on demand started, as the settled first screen
 * (or the first view that needs one) starts them.
 */
export async function startApp({ storedLocale = 'en' as Locale, session = null as unknown, onDemand = true } = {}) {
  const fake = fakeServices(storedLocale);
  const app = createApp(fake.services);
  const root = createActor(app.root).start();
  const get = <K extends keyof SystemActors>(systemId: K) => systemActor(root, systemId);
  await fake.calls.succeed('activateCatalog');
  await fake.calls.succeed('loadSession', session);
  if (onDemand)
    await Promise.all(Object.keys(app.longLived).map((systemId) => startLongLived({ root, longLived: app.longLived }, systemId)));
  const shown = () =>
    get('toasts')
      .getSnapshot()
      .context.toasts.map((toast) => toast.message);
  /** A screen's actor, started exactly as its view hook starts it. */
  const screen = async <K extends ScreenName>(name: K, input: ScreenInput<K>) => {
    const started = screenStart({ root, screens: app.screens }, name, input);
    return createActor(await started.logic, { input: started.input }).start() as ActorRefFrom<Screens[K]>;
  };
  return { ...fake, app, root, get, shown, screen };
}
