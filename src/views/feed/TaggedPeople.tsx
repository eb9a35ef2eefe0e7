import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { useViewer } from '../../app/auth';
import type { Post } from '../../app/posts';
import { fullName } from '../../app/search';
import { UserIcon } from '../ui/icons';
import { theme } from '../ui/theme';

// One line of text that wraps as words do: "With Ana, Bo" reads (and copies) as a sentence.
const Line = styled.p({
  margin: 0,
  fontSize: 14,
  color: theme.color.muted,
  svg: { width: 16, height: 16, verticalAlign: '-3px', marginRight: 6 },
  '& a': { color: theme.color.text, fontWeight: 600, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
});

/** "With Ana, Bo": the people a post tags (those the viewer may see), each opening their profile. */
export function TaggedPeople({ post }: { post: Post }) {
  const { t } = useLingui();
  const viewerId = useViewer()?.id;
  if (post.taggedPeople.length === 0) return null;
  return (
    <Line aria-label={t`Tagged people`}>
      <UserIcon aria-hidden="true" />
      <Trans>With</Trans>{' '}
      {post.taggedPeople.map((person, index) => (
        <Fragment key={person.id}>
          {index > 0 && ', '}
          <Link href={person.id === viewerId ? '/my-profile' : `/user-profile/${encodeURIComponent(person.id)}`}>{fullName(person)}</Link>
        </Fragment>
      ))}
    </Line>
  );
}
