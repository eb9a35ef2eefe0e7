import { Trans } from '@lingui/react/macro';
import { StarIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function FavouritesPage() {
  return (
    <Card>
      <PageTitle>
        <Trans>Favorites</Trans>
      </PageTitle>
      <EmptyState icon={<StarIcon />} title={<Trans>No favorites yet</Trans>}>
        <Trans>Posts you mark as favorite will be kept here.</Trans>
      </EmptyState>
    </Card>
  );
}
