import { useLingui } from '@lingui/react/macro';
import { Redirect, Route, Switch } from 'wouter';
import { useSelector } from '@xstate/react';
import { useAuth, useViewer } from '../app/auth';
import { useLocaleActor } from '../app/settings';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginPage } from './auth/LoginPage';
import { OtpPage } from './auth/OtpPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { SignupPage } from './auth/SignupPage';
import { ExplorePage } from './explore/ExplorePage';
import { FavouritesPage } from './favourites/FavouritesPage';
import { HomePage } from './home/HomePage';
import { AppShell } from './layout/AppShell';
import { MessagesPage } from './messages/MessagesPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { ProfileView } from './profile/ProfileView';
import { SettingsPage } from './settings/SettingsPage';
import { TagPage } from './tags/TagPage';
import { GlobalStyle } from './ui/GlobalStyle';
import { Loading } from './ui/Surface';
import { Toasts } from './ui/Toasts';

/** Open to everybody; the password ones stay open when logged in (Settings links to them). */
function PublicRoutes({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Switch>
      <Route path="/login">{loggedIn ? <Redirect to="/home" replace /> : <LoginPage />}</Route>
      <Route path="/signup">{loggedIn ? <Redirect to="/home" replace /> : <SignupPage />}</Route>
      <Route path="/otp-verification" component={OtpPage} />
      <Route path="/forget-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      {loggedIn ? <AppRoutes /> : <Redirect to="/login" replace />}
    </Switch>
  );
}

function MyProfile() {
  const viewer = useViewer();
  return viewer ? <ProfileView key={viewer.id} userId={viewer.id} /> : null;
}

function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/home" component={HomePage} />
        <Route path="/messages" component={MessagesPage} />
        <Route path="/explore" component={ExplorePage} />
        <Route path="/notification" component={NotificationsPage} />
        <Route path="/favourite" component={FavouritesPage} />
        <Route path="/settings">
          <Redirect to="/settings/edit-profile" replace />
        </Route>
        <Route path="/settings/:page">{({ page }) => <SettingsPage page={page} />}</Route>
        <Route path="/my-profile" component={MyProfile} />
        <Route path="/user-profile/:id">{({ id }) => <ProfileView key={id} userId={id} />}</Route>
        <Route path="/tags/:hashtag">{({ hashtag }) => <TagPage hashtag={decodeURIComponent(hashtag)} />}</Route>
        <Route>
          <Redirect to="/home" replace />
        </Route>
      </Switch>
    </AppShell>
  );
}

/** Nothing paints before the first catalog is active, so no text flashes in the wrong language. */
export function App() {
  const starting = useSelector(useLocaleActor(), (snapshot) => snapshot.matches('starting'));
  return starting ? null : <AppBody />;
}

function AppBody() {
  const { t } = useLingui();
  // While logging out the page waits for the reload to /login instead of routing there first.
  const phase = useAuth((snapshot) =>
    snapshot.matches('restoring') || snapshot.matches('loggingOut') ? 'waiting' : snapshot.matches('loggedIn') ? 'in' : 'out',
  );
  return (
    <>
      <GlobalStyle />
      <Toasts />
      {phase === 'waiting' ? <Loading label={t`Loading...`} /> : <PublicRoutes loggedIn={phase === 'in'} />}
    </>
  );
}
