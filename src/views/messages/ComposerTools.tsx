import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { PlusIcon } from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/MenuButton';
import { theme } from '../ui/theme';

/** One thing the composer sends besides words (a file, coins, a sticker). */
export interface ComposerTool extends MenuItem {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  disabled: boolean;
  run(): void;
}

const round = {
  border: `1px solid ${theme.color.border}`,
  background: '#fff',
  borderRadius: theme.radius.pill,
  width: 42,
  height: 42,
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  color: theme.color.text,
  '&:hover': { background: theme.color.page },
  '& svg': { width: 20, height: 20 },
} as const;

/** A wide screen shows each tool as its own button. */
const Row = styled.div({ display: 'flex', gap: 8, [theme.phone]: { display: 'none' } });
const Tool = styled.button(round);

/** A phone folds them into one "+" menu, so the message box keeps its room. */
const Fold = styled(MenuButton)({ display: 'none', [theme.phone]: { display: 'block' } });
const Toggle = styled.button({
  ...round,
  '&[aria-expanded="true"]': { background: theme.color.brandSoft, color: theme.color.brand, borderColor: theme.color.brandSoft },
});

/** The composer's tools: buttons on a wide screen, one "+" menu on a phone (arrows move, Escape closes, a click outside closes). */
export function ComposerTools({ tools }: { tools: ComposerTool[] }) {
  const { t } = useLingui();
  return (
    <>
      <Row>
        {tools.map(({ key, label, icon: Icon, disabled, run }) => (
          <Tool key={key} type="button" aria-label={label} title={label} disabled={disabled} onClick={run}>
            <Icon />
          </Tool>
        ))}
      </Row>
      <Fold label={t`More ways to send`} items={tools} trigger={Toggle} placement="above-start">
        <PlusIcon />
      </Fold>
    </>
  );
}
