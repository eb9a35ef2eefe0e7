import { useLingui } from '@lingui/react/macro';
import { useFeed } from '../../app/posts';
import { FeedList } from '../feed/FeedList';
import { EmptyFeed } from '../feed/FeedStatus';
import { ExploreIcon } from '../ui/icons';
import { PageTitle } from '../ui/Surface';

/** /tags/{hashtag}: that hashtag's feed. */
export function TagPage({ hashtag }: { hashtag: string }) {
  const { t } = useLingui();
  const tag = hashtag.replace(/^#/, '').toLowerCase();
  const feed = useFeed('tagFeed', tag);
  return (
    <div>
      <PageTitle>{`#${tag}`}</PageTitle>
      <FeedList
        feed={feed}
        label={t`Posts with #${tag}`}
        empty={<EmptyFeed icon={<ExploreIcon />} title={t`No posts with #${tag} yet`} />}
      />
    </div>
  );
}
