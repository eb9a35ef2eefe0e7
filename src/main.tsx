import { I18nProvider } from '@lingui/react';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createAppLogic } from './app/logic';
import { createGateway } from './gateway/client';
import { createRestClient } from './gateway/rest';
import { createAuthApi } from './services/api';
import { createPostingApi } from './services/upload';
import { createCommentsApi } from './services/comments';
import { createPostsApi } from './services/posts';
import { activateCatalog, i18n, readStoredLocale, storeLocale } from './services/i18n';
import { createSecureStorage, indexedDbKeyStore } from './services/secureStorage';
import { createSession } from './services/session';
import { AppActor, LogicContext } from './views/actors';
import { App } from './views/App';

// The composition root: real services in, provided machines out.
const session = createSession({ storage: createSecureStorage({ storage: localStorage, keyStore: indexedDbKeyStore() }) });
const unauthorized = new EventTarget();
const rest = createRestClient({
  getAuthToken: () => session.getAuthToken(),
  getJwtToken: () => session.getJwtToken(),
  onUnauthorized: () => unauthorized.dispatchEvent(new Event('unauthorized')),
});

const gateway = createGateway({ rest });
const logic = createAppLogic({
  api: createAuthApi(gateway),
  posting: createPostingApi({ rest, gateway }),
  comments: createCommentsApi(gateway),
  posts: createPostsApi(gateway),
  session,
  onUnauthorized(listener) {
    unauthorized.addEventListener('unauthorized', listener);
    return () => unauthorized.removeEventListener('unauthorized', listener);
  },
  navigate: (path, options) => navigate(path, options),
  reloadAt: (path) => window.location.replace(path),
  activateCatalog,
  storeLocale: (locale) => storeLocale(localStorage, locale),
});

const locale = readStoredLocale(localStorage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LogicContext.Provider value={logic}>
      {/* The app actor starts outside I18nProvider: its locale child activates the first catalog. */}
      <AppActor.Provider logic={logic.app} options={{ input: { locale } }}>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </AppActor.Provider>
    </LogicContext.Provider>
  </StrictMode>,
);
