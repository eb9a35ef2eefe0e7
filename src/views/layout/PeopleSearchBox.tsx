import { useEffect } from 'react';
import { usePeopleSearch } from '../../app/search';
import { PeopleCombobox } from '../ui/PeopleCombobox';

/**
 * The header's people search with its machine (loaded by HeaderSearch once the page has settled or the person
 * reaches for the box): it takes over what was typed into the plain box meanwhile, and the focus if it had it.
 */
export function PeopleSearchBox({ label, typed, focused }: { label: string; typed: string; focused: boolean }) {
  const actor = usePeopleSearch();
  useEffect(() => {
    if (typed) actor.send({ type: 'search.type', query: typed });
    // Only what the plain box held when this one replaced it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return <PeopleCombobox actor={actor} label={label} autoFocus={focused} />;
}
