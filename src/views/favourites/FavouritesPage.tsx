import { Trans, useLingui } from '@lingui/react/macro';
import { useFeed } from '../../app/posts';
import { FeedList } from '../feed/FeedList';
import { EmptyFeed } from '../feed/FeedStatus';
import { StarIcon } from '../ui/icons';
import { PageTitle } from '../ui/Surface';

/** /favourite: the viewer's favourite posts, newest favourite first, paged. */
export function FavouritesPage() {
  const { t } = useLingui();
  const feed = useFeed('favouriteFeed');
  return (
    <div>
      <PageTitle>{t`Favorites`}</PageTitle>
      <FeedList
        feed={feed}
        label={t`Favorite posts`}
        empty={
          <EmptyFeed icon={<StarIcon />} title={t`No favorites yet`}>
            <Trans>Posts you mark as favorite will be kept here.</Trans>
          </EmptyFeed>
        }
      />
    </div>
  );
}
