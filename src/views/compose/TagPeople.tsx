import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { TAGGED_USERS_MAX } from '../../../contract/rules';
import type { ComposerActor } from '../../app/posts';
import { fullName } from '../../app/search';
import { Avatar } from '../ui/Avatar';
import { CloseIcon } from '../ui/icons';
import { PeopleCombobox } from '../ui/PeopleCombobox';
import { theme } from '../ui/theme';
import { FieldBox, FieldLabel } from './fields';

const Chips = styled.ul({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 });
const Chip = styled.li({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '3px 4px 3px 3px',
  borderRadius: theme.radius.pill,
  background: theme.color.brandSoft,
  fontSize: 14,
  fontWeight: 600,
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 26,
    height: 26,
    border: 0,
    borderRadius: theme.radius.pill,
    background: 'none',
    color: theme.color.muted,
    cursor: 'pointer',
    '&:hover': { background: '#fff', color: theme.color.text },
    svg: { width: 14, height: 14 },
  },
});
const Hint = styled.span({ fontSize: 13, color: theme.color.muted });
// The search box looks like the composer's other inputs.
const SearchBox = styled.div({
  '& input': {
    width: '100%',
    minHeight: 42,
    padding: '0 14px',
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.color.border}`,
    font: 'inherit',
    '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
  },
});

/** "Tag people": the header's people search inside the composer; each person chosen joins the post's tags. */
export function TagPeople({ actor }: { actor: ComposerActor }) {
  const { t } = useLingui();
  const id = useId();
  const tagged = useSelector(actor, (snapshot) => snapshot.context.draft?.tagged ?? []);
  const search = useSelector(actor, (snapshot) => snapshot.children.tagSearch);
  const full = tagged.length >= TAGGED_USERS_MAX;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>
        <Trans>Tag people</Trans>
      </FieldLabel>
      {tagged.length > 0 && (
        <Chips aria-label={t`Tagged people`}>
          {tagged.map((person) => {
            const name = fullName(person);
            return (
              <Chip key={person.id}>
                <Avatar firstName={person.firstName} lastName={person.lastName} photo={person.profilePhoto} size={26} />
                {name}
                <button
                  type="button"
                  aria-label={t`Remove ${name}`}
                  onClick={() => actor.send({ type: 'draft.tag.remove', personId: person.id })}
                >
                  <CloseIcon aria-hidden="true" />
                </button>
              </Chip>
            );
          })}
        </Chips>
      )}
      {full ? (
        <Hint>
          <Trans>You can tag up to {TAGGED_USERS_MAX} people.</Trans>
        </Hint>
      ) : (
        search && (
          <SearchBox>
            <PeopleCombobox actor={search} label={t`Search people to tag`} inputId={id} />
          </SearchBox>
        )
      )}
    </FieldBox>
  );
}
