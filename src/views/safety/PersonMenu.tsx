import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useUserStore } from '../../app/people';
import { useSafety, type SafetyPerson } from '../../app/safety';
import { MoreIcon } from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/MenuButton';
import { theme } from '../ui/theme';

const Trigger = styled.button({
  width: 40,
  height: 40,
  border: `1px solid ${theme.color.border}`,
  borderRadius: '50%',
  background: theme.color.surface,
  color: theme.color.muted,
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&:hover, &[aria-expanded="true"]': { background: theme.color.page },
});
/** Whether the viewer blocked the person, as the user store knows it now (over what the page read). */
export function useIsBlocked(userId: string, fallback = false) {
  return useSelector(useUserStore(), (snapshot) => snapshot.context.people[userId]?.isBlocked ?? fallback);
}

/**
 * A person's "…" menu (a profile's header, a chat thread's): Report, and Block or Unblock (confirmed).
 * The shared menu button (ui/MenuButton): arrow keys, Escape back to the button, Tab or a click outside closes.
 */
export function PersonMenu({ person, isBlocked }: { person: SafetyPerson; isBlocked: boolean }) {
  const { t } = useLingui();
  const safety = useSafety();
  const name = person.name;
  const items: MenuItem[] = [
    ...(isBlocked
      ? []
      : [{ key: 'report', label: t`Report`, run: () => safety.send({ type: 'report.open', subject: { kind: 'person', person } }) }]),
    isBlocked
      ? { key: 'unblock', label: t`Unblock`, run: () => safety.send({ type: 'block.ask', person, block: false }) }
      : { key: 'block', label: t`Block`, danger: true, run: () => safety.send({ type: 'block.ask', person, block: true }) },
  ];
  return (
    <MenuButton label={t`More actions for ${name}`} title={t`More actions for ${name}`} trigger={Trigger} items={items}>
      <MoreIcon />
    </MenuButton>
  );
}
