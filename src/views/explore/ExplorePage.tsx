import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { ExploreIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';

const TABS = [
  { id: 'post', label: msg`Post` },
  { id: 'people', label: msg`People` },
  { id: 'tags', label: msg`Tags` },
] as const;

const TabList = styled.div({ display: 'flex', gap: 8, marginBottom: 8, borderBottom: `1px solid ${theme.color.border}` });
const Tab = styled.button<{ selected: boolean }>(({ selected }) => ({
  border: 0,
  background: 'none',
  padding: '10px 14px',
  fontWeight: 600,
  cursor: 'pointer',
  color: selected ? theme.color.brand : theme.color.muted,
  borderBottom: `3px solid ${selected ? theme.color.brand : 'transparent'}`,
}));

export function ExplorePage() {
  const { i18n, t } = useLingui();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('post');
  return (
    <Card>
      <PageTitle>{t`Explore`}</PageTitle>
      <TabList role="tablist">
        {TABS.map(({ id, label }) => (
          <Tab key={id} role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls="explore-panel" selected={tab === id} onClick={() => setTab(id)}>
            {i18n._(label)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="explore-panel" aria-labelledby={`tab-${tab}`}>
        <EmptyState icon={<ExploreIcon />} title={t`Nothing trending yet`}>
          <Trans>Trending posts, people and tags will appear here once creators start posting.</Trans>
        </EmptyState>
      </div>
    </Card>
  );
}
