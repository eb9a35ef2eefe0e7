import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Card, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';
import { PeopleTab } from './PeopleTab';
import { TagsTab } from './TagsTab';
import { TrendingGrid } from './TrendingGrid';

const TABS = [
  { id: 'post', label: msg({ message: 'Post', context: 'explore tab: the posts' }) },
  { id: 'people', label: msg`People` },
  { id: 'tags', label: msg`Tags` },
] as const;

const TabList = styled.div({
  display: 'flex',
  gap: 8,
  marginBottom: 8,
  borderBottom: `1px solid ${theme.color.border}`,
  // On a phone the tabs share the row; longer labels (Spanish) scroll the row, never the page.
  overflowX: 'auto',
  [theme.phone]: { gap: 0 },
});
const Tab = styled.button<{ selected: boolean }>(({ selected }) => ({
  border: 0,
  background: 'none',
  padding: '10px 14px',
  fontWeight: 600,
  cursor: 'pointer',
  color: selected ? theme.color.brand : theme.color.muted,
  borderBottom: `3px solid ${selected ? theme.color.brand : 'transparent'}`,
  whiteSpace: 'nowrap',
  [theme.phone]: { flex: '1 0 auto', padding: '10px 8px' },
}));

export function ExplorePage() {
  const { i18n, t } = useLingui();
  // `?tab=people` opens the People tab (the suggestions panel's "See more people").
  const asked = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>(TABS.find(({ id }) => id === asked)?.id ?? 'post');
  return (
    <Card>
      <PageTitle>{t`Explore`}</PageTitle>
      <TabList
        role="tablist"
        aria-label={t`Explore`}
        onKeyDown={(event) => {
          // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
          const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          const next = TABS[(TABS.findIndex(({ id }) => id === tab) + step + TABS.length) % TABS.length]!.id;
          setTab(next);
          document.getElementById(`tab-${next}`)?.focus();
        }}
      >
        {TABS.map(({ id, label }) => (
          <Tab
            key={id}
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls="explore-panel"
            tabIndex={tab === id ? 0 : -1}
            selected={tab === id}
            onClick={() => setTab(id)}
          >
            {i18n._(label)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="explore-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'post' ? <TrendingGrid /> : tab === 'people' ? <PeopleTab /> : <TagsTab />}
      </div>
    </Card>
  );
}
