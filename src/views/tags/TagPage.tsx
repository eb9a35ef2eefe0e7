import { Trans } from '@lingui/react/macro';
import { ExploreIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function TagPage({ hashtag }: { hashtag: string }) {
  return (
    <Card>
      <PageTitle>#{hashtag}</PageTitle>
      <EmptyState icon={<ExploreIcon />} title={<Trans>No posts with #{hashtag} yet</Trans>} />
    </Card>
  );
}
