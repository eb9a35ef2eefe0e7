import { useLingui } from '@lingui/react/macro';
import { Redirect, Route, Switch } from 'wouter';
import { useSelector } from '@xstate/react';
import { useAuth } from '../app/auth';
import { useLocaleActor } from '../app/settings';
import { firstScreen, screen } from './layout/screen';
import { GlobalStyle } from './ui/GlobalStyle';
import { Loading } from './ui/Surface';
import { Toasts } from './ui/Toasts';

// Every screen loads when first visited: /login carries no feed, /home no auth forms.
const LoginPage = firstScreen(() => import('./auth/LoginPage').then((m) => m.LoginPage));
const SignupPage = screen(() => import('./auth/SignupPage').then((m) => m.SignupPage));
const OtpPage = screen(() => import('./auth/OtpPage').then((m) => m.OtpPage));
const ForgotPasswordPage = screen(() => import('./auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = screen(() => import('./auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const AppRoutes = firstScreen(() => import('./layout/AppRoutes').then((m) => m.AppRoutes));

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
