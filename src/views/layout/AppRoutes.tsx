import { Redirect, Route, Switch } from 'wouter';
import { useViewer } from '../../app/auth';
import { preloadChat } from '../../app/chat';
import { preloadNotificationList } from '../../app/notifications';
import { preloadHashtagSearch, preloadProfile } from '../../app/people';
import { HomePage } from '../home/HomePage';
import { AppShell } from './AppShell';
import { screen } from './screen';

// The logged-in frame comes with its first screen, /home, in one chunk; every other screen loads when first visited,
// with the machine it starts (a screen's preload) alongside rather than after it.
const MessagesPage = screen(() => {
  preloadChat();
  return import('../messages/MessagesPage').then((m) => m.MessagesPage);
});
const ExplorePage = screen(() => {
  preloadHashtagSearch();
  return import('../explore/ExplorePage').then((m) => m.ExplorePage);
});
const NotificationsPage = screen(() => {
  preloadNotificationList();
  return import('../notifications/NotificationsPage').then((m) => m.NotificationsPage);
});
const FavouritesPage = screen(() => import('../favourites/FavouritesPage').then((m) => m.FavouritesPage));
const DraftsPage = screen(() => import('../drafts/DraftsPage').then((m) => m.DraftsPage));
const VaultPage = screen(() => import('../vault/VaultPage').then((m) => m.VaultPage));
const MassMessagesPage = screen(() => import('../massMessages/MassMessagesPage').then((m) => m.MassMessagesPage));
const EarningsPage = screen(() => import('../earnings/EarningsPage').then((m) => m.EarningsPage));
const SettingsPage = screen(() => import('../settings/SettingsPage').then((m) => m.SettingsPage));
const ProfileView = screen(() => {
  preloadProfile();
  return import('../profile/ProfileView').then((m) => m.ProfileView);
});
const AdminPage = screen(() => import('../admin/AdminPage').then((m) => m.AdminPage));
const TagPage = screen(() => import('../tags/TagPage').then((m) => m.TagPage));
const WatchLivePage = screen(() => import('../live/WatchLivePage').then((m) => m.WatchLivePage));

function MyProfile() {
  const viewer = useViewer();
  return viewer ? <ProfileView key={viewer.id} userId={viewer.id} /> : null;
}

/** Every path behind the login, in the app's frame. */
export function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/home" component={HomePage} />
        <Route path="/messages" component={MessagesPage} />
        <Route path="/explore" component={ExplorePage} />
        <Route path="/notification" component={NotificationsPage} />
        <Route path="/favourite" component={FavouritesPage} />
        <Route path="/drafts" component={DraftsPage} />
        <Route path="/vault" component={VaultPage} />
        <Route path="/earnings" component={EarningsPage} />
        <Route path="/mass-messages" component={MassMessagesPage} />
        <Route path="/settings">
          <Redirect to="/settings/edit-profile" replace />
        </Route>
        <Route path="/settings/:page">{({ page }) => <SettingsPage page={page} />}</Route>
        <Route path="/my-profile" component={MyProfile} />
        <Route path="/user-profile/:id">{({ id }) => <ProfileView key={id} userId={id} />}</Route>
        <Route path="/admin">
          <Redirect to="/admin/verifications" replace />
        </Route>
        <Route path="/admin/:queue">{({ queue }) => <AdminPage queue={queue} />}</Route>
        <Route path="/live/:streamId">{({ streamId }) => <WatchLivePage key={streamId} streamId={streamId} />}</Route>
        <Route path="/tags/:hashtag">{({ hashtag }) => <TagPage hashtag={decodeURIComponent(hashtag)} />}</Route>
        <Route>
          <Redirect to="/home" replace />
        </Route>
      </Switch>
    </AppShell>
  );
}
