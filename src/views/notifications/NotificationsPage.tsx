import { Trans } from '@lingui/react/macro';
import { BellIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function NotificationsPage() {
  return (
    <Card>
      <PageTitle>
        <Trans>Notifications</Trans>
      </PageTitle>
      <EmptyState icon={<BellIcon />} title={<Trans>No notifications yet</Trans>}>
        <Trans>Likes, comments, new followers and tips will be listed here.</Trans>
      </EmptyState>
    </Card>
  );
}
