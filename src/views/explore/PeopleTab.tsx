import { useLingui } from '@lingui/react/macro';
import { usePeopleList } from '../../app/people';
import { PeopleList } from '../profile/PeopleList';

/** /explore People: the trending people, paged, never the viewer. */
export function PeopleTab() {
  const { t } = useLingui();
  const list = usePeopleList('trendingPeople');
  return <PeopleList list={list} label={t`People`} withoutViewer />;
}
