import { I18nProvider } from '@lingui/react';

import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { AppProvider, type Inspect } from './app/root/hooks';
import { inspectRequested } from './app/root/inspect';
import { createApp } from './app/root/app';
import { createGateway } from './gateway/client';
import { loadOnce } from './gateway/loadOnce';
import { withEarlyCalls } from './gateway/earlyCalls';
import { createRestClient } from './gateway/rest';
import { createUploads } from './services/upload';
import { balancePushes, connectChatSocket, connectLiveSocket, linkChatSocket, type ChatSocketOptions } from './services/chatSocket';
import { activateCatalog, i18n, readStoredLocale, storeLocale } from './services/i18n';
import { createSecureStorage, indexedDbKeyStore } from './services/secureStorage';
import { createSession } from './services/session';
import { startHomeFeedEarly, startViewerEarly } from './services/earlyReads';
import { App } from './views/App';
import { HOME_PATHS, preloadLeadPicture } from './views/home/homeEarly';

// The composition root: real services in, provided machines out.
const session = createSession({ storage: createSecureStorage({ storage: localStorage, keyStore: indexedDbKeyStore() }) });
const unauthorized = new EventTarget();
/** A refusal of `token` logs out unless this tab's password change replaced that token (services/session.ts). */
const refused = (token: string | null | undefined) =>
  void session.refusalEndsSession(token).then((ends) => ends && unauthorized.dispatchEvent(new Event('unauthorized')));
// The session's tokens and what a 401 means, for rest.ts and for the uploads that count their bytes.
const sender = {
  getAuthToken: () => session.getAuthToken(),
  getJwtToken: () => session.getJwtToken(),
  onUnauthorized: refused,
};
const rest = withEarlyCalls(createRestClient(sender));
/**
 * The stored session, read once at start. A returning person's first reads start the moment it is known, while the
 * routes' and the gateway's code still load: who they are and, opening /home, the feed's first page, whose first
 * picture (the LCP) then starts downloading. The gateway's requests take those answers (gateway/earlyCalls.ts).
 */
const restoreSession = () =>
  session.load().then((stored) => {
    // The auth machine's own test (hasStoredSession): a session it would not restore reads nothing.
    if (!stored?.authToken || !stored.jwtToken) return stored;
    startViewerEarly(rest);
    // A failure is the feed's to report: its request takes this same answer.
    if (HOME_PATHS.includes(window.location.pathname)) startHomeFeedEarly(rest).then(preloadLeadPicture, () => undefined);
    return stored;
  });

// The one socket's session: each handshake sends the chat token of the moment, and a token the server refuses ends the session as a 401 does.
const socketSession = {
  currentToken: () => session.getJwtToken(),
  refusalEndsSession: (token: string) => session.refusalEndsSession(token),
  onSessionEnded: () => unauthorized.dispatchEvent(new Event('unauthorized')),
};
const connect = (options: ChatSocketOptions) => connectChatSocket({ ...options, ...socketSession });

const gateway = createGateway({ rest });
const pushFeed = { getJwtToken: () => session.getJwtToken(), connect };
const app = createApp({
  gateway,
  uploads: createUploads({ rest, sender }),
  balancePushes: balancePushes(pushFeed),
  // The socket's notifications and chat messages (and their readings) load with their long-lived actors, after the first screen.
  notificationPushes: loadOnce(() => import('./services/notifications').then((m) => m.notificationPushes(pushFeed))),
  chatPushes: loadOnce(() =>
    import('./services/chat').then((m) =>
      m.chatPushes({ ...pushFeed, link: (options) => linkChatSocket({ ...options, ...socketSession }) }),
    ),
  ),
  // Card payments bring their service's code when first opened.
  paymentsApi: () => import('./services/payments').then((m) => m.createPaymentsApi(gateway)),
  // Live streams bring their session, transports included, with the first live screen or bubble.
  liveSessions: () =>
    import('./services/live/sessions').then((m) =>
      m.createLiveSessions({
        getJwtToken: () => session.getJwtToken(),
        connect: (options) => connectLiveSocket({ ...options, ...socketSession }),
      }),
    ),
  session: { ...session, load: restoreSession },
  onUnauthorized(listener) {
    unauthorized.addEventListener('unauthorized', listener);
    return () => unauthorized.removeEventListener('unauthorized', listener);
  },
  navigate: (path, options) => navigate(path, options),
  reloadAt: (path) => window.location.replace(path),
  storedLocale: readStoredLocale(localStorage),
  activateCatalog,
  storeLocale: (locale) => storeLocale(localStorage, locale),
});

// No <StrictMode>: in development it stops and restarts every actor that @xstate/react starts (useActorRef), and
// a request the stop aborted then rejects into the restarted actor, which shows it as a failure ("signal is
// aborted without reason") on the first screen under `npm run dev`. Production builds never had it (it is a
// development-only check).
const render = (inspect?: Inspect) =>
  createRoot(document.getElementById('root')!).render(
    // The app root starts outside I18nProvider: its locale actor activates the first catalog.
    <AppProvider app={app} inspect={inspect}>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </AppProvider>,
  );

// `?inspect` in development shows every actor in Stately's inspector; production builds drop this branch and its import.
if (process.env.NODE_ENV !== 'production' && inspectRequested(window.location.search)) {
  import('./app/root/inspector').then(
    (inspector) => render(inspector.startInspector()),
    () => render(),
  );
} else {
  render();
}
