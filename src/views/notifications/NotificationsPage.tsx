import { Trans, useLingui } from '@lingui/react/macro';
import { BellIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function NotificationsPage() {
  const { t } = useLingui();
  return (
    <Card>
      <PageTitle>{t`Notifications`}</PageTitle>
      <EmptyState icon={<BellIcon />} title={t`No notifications yet`}>
        <Trans>Likes, comments, new followers and tips will be listed here.</Trans>
      </EmptyState>
    </Card>
  );
}
