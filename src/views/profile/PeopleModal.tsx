import { useLingui } from '@lingui/react/macro';
import { usePeopleList } from '../../app/people';
import { Modal } from '../ui/Modal';
import { PeopleList } from './PeopleList';

/** Spec §2 followers and following modals: paged, a Follow/Following toggle a person, a click opens the profile. */
export function PeopleModal({ userId, list, onClose }: { userId: string; list: 'followers' | 'followings'; onClose(): void }) {
  const { t } = useLingui();
  const actor = usePeopleList(list, userId);
  const title = list === 'followers' ? t`Followers` : t({ message: 'Following', context: 'list: people one follows' });
  return (
    <Modal title={title} onClose={onClose}>
      <PeopleList list={actor} label={title} onOpen={onClose} />
    </Modal>
  );
}
