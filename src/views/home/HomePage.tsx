import { Trans } from '@lingui/react/macro';
import { useViewer } from '../actors';
import { HomeIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function HomePage() {
  const firstName = useViewer()?.firstName ?? '';
  return (
    <Card>
      <PageTitle>
        <Trans>Welcome, {firstName}</Trans>
      </PageTitle>
      <EmptyState icon={<HomeIcon />} title={<Trans>Your feed is empty</Trans>}>
        <Trans>Posts from the creators you follow will show up here.</Trans>
      </EmptyState>
    </Card>
  );
}
