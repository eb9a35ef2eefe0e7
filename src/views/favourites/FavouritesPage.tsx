import { Trans, useLingui } from '@lingui/react/macro';
import { StarIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';

export function FavouritesPage() {
  const { t } = useLingui();
  return (
    <Card>
      <PageTitle>{t`Favorites`}</PageTitle>
      <EmptyState icon={<StarIcon />} title={t`No favorites yet`}>
        <Trans>Posts you mark as favorite will be kept here.</Trans>
      </EmptyState>
    </Card>
  );
}
