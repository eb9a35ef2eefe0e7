import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { SEARCH_MAX } from '../../../contract/fieldRules';
import type { PeopleSearchActor } from '../../app/search';
import { PersonLine } from './PersonLine';
import { theme } from './theme';

const Box = styled.div({ position: 'relative', width: '100%' });

const Dropdown = styled.div({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 'calc(100% + 6px)',
  background: '#fff',
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.pop,
  padding: 6,
  zIndex: 45,
  maxHeight: 420,
  overflowY: 'auto',
  '& .note': { padding: 10, color: theme.color.muted, margin: 0 },
});

const Options = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const Option = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 10px',
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  '&[aria-selected="true"], &:hover': { background: theme.color.brandSoft },
});

const keyEvents = {
  ArrowDown: 'search.highlightNext',
  ArrowUp: 'search.highlightPrevious',
  Enter: 'search.choose',
  Escape: 'search.close',
} as const;

/** A people search combobox (spec §2) listing who the search found; what choosing does is the search actor's. */
export function PeopleCombobox({
  actor,
  label,
  inputId,
  autoFocus,
}: {
  actor: PeopleSearchActor;
  label: string;
  inputId?: string;
  /** Takes the focus as it mounts (it replaces a box the person was in). */
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const results = useSelector(actor, (snapshot) => snapshot.context.results);
  const highlighted = useSelector(actor, (snapshot) => snapshot.context.highlighted);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const open = status !== 'closed';

  // A click anywhere outside the box closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) actor.send({ type: 'search.close' });
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, actor]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const type = keyEvents[event.key as keyof typeof keyEvents];
    if (!type) return;
    // Enter chooses rather than submitting a form; Escape closes the list, not the dialog around it.
    event.preventDefault();
    if (type === 'search.close' && open) event.stopPropagation();
    actor.send({ type });
  };

  const showing = status === 'showing';
  return (
    <Box ref={box}>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-label={label}
        placeholder={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing && highlighted >= 0 ? optionId(highlighted) : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={SEARCH_MAX}
        value={query}
        onChange={(event) => actor.send({ type: 'search.type', query: event.target.value })}
        onFocus={() => actor.send({ type: 'search.open' })}
        onKeyDown={onKeyDown}
      />
      {open && (
        <Dropdown>
          {(status === 'debouncing' || status === 'searching') && (
            <p className="note" role="status">
              <Trans>Loading...</Trans>
            </p>
          )}
          {status === 'failed' && (
            <p className="note" role="alert">
              {failure?.message}
            </p>
          )}
          {showing && results.length === 0 && (
            <p className="note" role="status">
              <Trans>No Result Found !</Trans>
            </p>
          )}
          <Options id={listId} role="listbox" aria-label={t`People`}>
            {showing &&
              results.map((person, index) => (
                <Option
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  // Keep the focus in the input: the click would blur it first.
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => actor.send({ type: 'search.pick', personId: person.id })}
                >
                  <PersonLine person={person} />
                </Option>
              ))}
          </Options>
        </Dropdown>
      )}
    </Box>
  );
}
