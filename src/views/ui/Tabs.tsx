import styled from '@emotion/styled';
import { theme } from './theme';

/** A row of pill tabs (role tablist, each a button with role tab and aria-selected): the chosen one filled. */
export const PillTabs = styled.div({
  display: 'flex',
  gap: 6,
  overflowX: 'auto',
  // Room for the focus ring, which the scrolling row would clip.
  padding: 3,
  margin: '-3px -3px 11px',
  '& button': {
    flexShrink: 0,
    whiteSpace: 'nowrap',
    border: `1px solid ${theme.color.border}`,
    background: theme.color.surface,
    borderRadius: theme.radius.pill,
    padding: '6px 14px',
    cursor: 'pointer',
    font: 'inherit',
    color: theme.color.text,
  },
  '& button[aria-selected="true"]': { background: theme.color.brand, borderColor: theme.color.brand, color: '#fff', fontWeight: 700 },
});
