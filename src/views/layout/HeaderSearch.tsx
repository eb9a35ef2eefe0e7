import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { SEARCH_MAX } from '../../../contract/fieldRules';
import { preloadPeopleSearch } from '../../app/search';
import { SearchIcon } from '../ui/icons';
import { withItsWords } from '../ui/onDemand';
import { theme } from '../ui/theme';
import { useSettled, type Settled } from '../ui/useSettled';

const Search = styled.div({
  position: 'relative',
  flex: '1 1 auto',
  maxWidth: 460,
  margin: '0 auto',
  '& input': {
    width: '100%',
    height: 40,
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.color.border}`,
    background: theme.color.page,
    padding: '0 16px 0 40px',
  },
  '& svg.search-icon': { position: 'absolute', left: 12, top: 10, color: theme.color.faint, pointerEvents: 'none' },
  [theme.phone]: { display: 'none' },
});

// Its words (the listbox's name, "No Result Found !") are past the first screens': they load with its code.
const PeopleSearchBox = lazy(async () => {
  preloadPeopleSearch();
  return { default: await withItsWords(() => import('./PeopleSearchBox').then((m) => m.PeopleSearchBox)) };
});

// The search box's machine and listbox load for the page's life once it has settled or the person reaches for a box.
const searchLoad: Settled = { settled: false };

/**
 * The header's people search (spec §2): a plain look-alike box until its code loads, keeping what was typed and the focus.
 * See docs/decisions/0024-first-load-carries-the-first-screen-only.md
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useLingui();
  const due = useSettled(true, searchLoad);
  const [carried, setCarried] = useState({ typed: '', focused: false });
  const label = t`Search people`;
  const plainBox = (
    <input
      type="search"
      aria-label={label}
      placeholder={label}
      autoComplete="off"
      maxLength={SEARCH_MAX}
      defaultValue={carried.typed}
      autoFocus={carried.focused}
      onFocus={() => setCarried((held) => (held.focused ? held : { ...held, focused: true }))}
      onChange={(event) => setCarried({ typed: event.target.value, focused: true })}
    />
  );
  return (
    <Search className={className} role="search">
      {due ? (
        <Suspense fallback={plainBox}>
          <PeopleSearchBox label={label} typed={carried.typed} focused={carried.focused} />
        </Suspense>
      ) : (
        plainBox
      )}
      <SearchIcon className="search-icon" width={18} height={18} aria-hidden="true" />
    </Search>
  );
}
