import { useLingui } from '@lingui/react/macro';
import { ExploreIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function TagPage({ hashtag }: { hashtag: string }) {
  const { t } = useLingui();
  return (
    <Card>
      <PageTitle>{`#${hashtag}`}</PageTitle>
      <EmptyState icon={<ExploreIcon />} title={t`No posts with #${hashtag} yet`} />
    </Card>
  );
}
