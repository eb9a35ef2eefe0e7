import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { useHashtagSearch } from '../../app/people';
import { LoadMoreWhenVisible } from '../feed/FeedStatus';
import { ListFailed, Note } from '../profile/PeopleList';
import { Loading } from '../ui/Surface';
import { theme } from '../ui/theme';

const Search = styled.input({
  width: '100%',
  minHeight: 42,
  padding: '0 14px',
  margin: '8px 0 12px',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  font: 'inherit',
  boxSizing: 'border-box',
});
const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& a': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 12,
    padding: '10px 6px',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: theme.radius.md,
  },
  '& a:hover, & a:focus-visible': { background: theme.color.page },
  '& strong': { color: theme.color.brand },
  '& span': { color: theme.color.muted },
});

/** /explore Tags: the trending hashtags and a search box, with infinite scroll; a hashtag opens /tags/{tag}. */
export function TagsTab() {
  const { t } = useLingui();
  const search = useHashtagSearch();
  const inputId = useId();
  const hashtags = useSelector(search, (snapshot) => snapshot.context.hashtags);
  const failure = useSelector(search, (snapshot) => snapshot.context.failure);
  const phase = useSelector(search, (snapshot) => snapshot.value);
  return (
    <>
      <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <Trans>Search hashtags</Trans>
      </label>
      <Search
        id={inputId}
        type="search"
        placeholder={t`Search hashtags`}
        maxLength={50}
        onChange={(event) => search.send({ type: 'tags.search', search: event.target.value })}
      />
      <List aria-label={t`Hashtags`}>
        {hashtags.map(({ name, postsCount }) => (
          <li key={name}>
            <Link href={`/tags/${encodeURIComponent(name)}`}>
              <strong>#{name}</strong>
              <span>
                <Plural value={postsCount} one="# post" other="# posts" />
              </span>
            </Link>
          </li>
        ))}
      </List>
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'ready' && <LoadMoreWhenVisible feed={search} />}
      {phase === 'exhausted' && hashtags.length === 0 && <Note role="status">{t`No Result Found !`}</Note>}
      {phase === 'failed' && <ListFailed message={failure?.message ?? ''} onRetry={() => search.send({ type: 'feed.retry' })} />}
    </>
  );
}
