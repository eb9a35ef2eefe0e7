import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { usePeopleSearch } from '../../app/search';
import { SearchIcon } from '../ui/icons';
import { PeopleCombobox } from '../ui/PeopleCombobox';
import { theme } from '../ui/theme';

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

/** The header's people search (spec §2): a result opens the chosen person's profile. */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useLingui();
  const actor = usePeopleSearch();
  return (
    <Search className={className} role="search">
      <PeopleCombobox actor={actor} label={t`Search people`}>
        <SearchIcon className="search-icon" width={18} height={18} aria-hidden="true" />
      </PeopleCombobox>
    </Search>
  );
}
