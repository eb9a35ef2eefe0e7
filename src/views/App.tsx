import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useSelector } from '@xstate/react';
import { useAuth, useViewer } from '../app/auth';
import { useLocaleActor } from '../app/settings';
import { GlobalStyle } from './ui/GlobalStyle';
import { onDemand } from './ui/onDemand';
import { Loading } from './ui/Surface';
import { Toasts } from './ui/Toasts';

function ScreenLoading() {
  const { t } = useLingui();
  return <Loading label={t`Loading...`} />;
}

// Every screen loads when first visited: /login carries no feed, /home no auth forms.
const screen = <Props extends object>(load: () => Promise<ComponentType<Props>>) => onDemand(load, <ScreenLoading />);
const LoginPage = screen(() => import('./auth/LoginPage').then((m) => m.LoginPage));
const SignupPage = screen(() => import('./auth/SignupPage').then((m) => m.SignupPage));
const OtpPage = screen(() => import('./auth/OtpPage').then((m) => m.OtpPage));
const ForgotPasswordPage = screen(() => import('./auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = screen(() => import('./auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const AppShell = screen(() => import('./layout/AppShell').then((m) => m.AppShell));
const HomePage = screen(() => import('./home/HomePage').then((m) => m.HomePage));
const MessagesPage = screen(() => import('./messages/MessagesPage').then((m) => m.MessagesPage));
const ExplorePage = screen(() => import('./explore/ExplorePage').then((m) => m.ExplorePage));
const NotificationsPage = screen(() => import('./notifications/NotificationsPage').then((m) => m.NotificationsPage));
const FavouritesPage = screen(() => import('./favourites/FavouritesPage').then((m) => m.FavouritesPage));
const SettingsPage = screen(() => import('./settings/SettingsPage').then((m) => m.SettingsPage));
const ProfileView = screen(() => import('./profile/ProfileView').then((m) => m.ProfileView));
const TagPage = screen(() => import('./tags/TagPage').then((m) => m.TagPage));

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
