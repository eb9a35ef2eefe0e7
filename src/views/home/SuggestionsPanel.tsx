import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { usePeopleList } from '../../app/people';
import { PeopleList } from '../profile/PeopleList';
import { Card } from '../ui/Surface';
import { theme } from '../ui/theme';

/** How many people the home panel suggests; the rest are on /explore's People tab. */
const SUGGESTIONS_SHOWN = 5;

const Heading = styled.h2({ fontSize: 16, margin: '0 0 8px' });
const More = styled(Link)({ display: 'block', marginTop: 8, textAlign: 'center', color: theme.color.brand, fontWeight: 600 });

/** Spec §2 Suggestions panel: trending people with Follow/Unfollow, never the viewer. */
export function SuggestionsPanel({ title }: { title?: string }) {
  const { t } = useLingui();
  const list = usePeopleList('trendingPeople');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} style={{ padding: 16 }} data-region="suggestions">
      <Heading id={headingId}>{title ?? t`Suggestions`}</Heading>
      <PeopleList list={list} label={title ?? t`Suggestions`} withoutViewer limit={SUGGESTIONS_SHOWN} />
      <More href="/explore?tab=people">
        <Trans>See more people</Trans>
      </More>
    </Card>
  );
}
