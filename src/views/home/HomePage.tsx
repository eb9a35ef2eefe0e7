import { Trans, useLingui } from '@lingui/react/macro';
import { useViewer } from '../actors';
import { HomeIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function HomePage() {
  const { t } = useLingui();
  const firstName = useViewer()?.firstName ?? '';
  return (
    <Card>
      <PageTitle>{t`Welcome, ${firstName}`}</PageTitle>
      <EmptyState icon={<HomeIcon />} title={t`Your feed is empty`}>
        <Trans>Posts from the creators you follow will show up here.</Trans>
      </EmptyState>
    </Card>
  );
}
