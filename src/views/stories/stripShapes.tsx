import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { theme } from '../ui/theme';

/*
 * The strip's shapes, shared by the strip (on demand) and its placeholder, which /home draws at once while
 * the strip's code loads: small, no machine, no service.
 */

/** A bubble's diameter, its ring included. */
export const BUBBLE = 68;
/** A bubble label's line height (12 px text). */
const LABEL_LINE = 15;

export const StripList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: '12px 14px',
  display: 'flex',
  gap: 14,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  // Snapping keeps the list's own padding at its start.
  scrollPaddingInline: 14,
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
  // Padding, a bubble, the gap and a label's line (LABEL_LINE): the placeholder is as tall as the strip, so the feed below does not move when it arrives.
  minHeight: 24 + BUBBLE + 6 + LABEL_LINE,
  scrollbarWidth: 'thin',
});

export const StripItem = styled.li({
  flex: '0 0 auto',
  scrollSnapAlign: 'start',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

export const Bubble = styled.button({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  width: BUBBLE + 8,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: theme.color.text,
  font: 'inherit',
  borderRadius: theme.radius.md,
  '&:focus-visible': { outline: `3px solid ${theme.color.brand}`, outlineOffset: 2 },
});

const RING = {
  unseen: `conic-gradient(from 200deg, ${theme.color.accent}, #f59e0b, ${theme.color.brand}, ${theme.color.accent})`,
  seen: theme.color.faint,
  add: theme.color.border,
} as const;

export const Ring = styled.span<{ state: keyof typeof RING }>(({ state }) => ({
  position: 'relative',
  width: BUBBLE,
  height: BUBBLE,
  borderRadius: '50%',
  padding: 3,
  background: RING[state],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  opacity: state === 'seen' ? 0.7 : 1,
  '& > span:first-of-type': { border: '2px solid #fff', boxSizing: 'content-box' },
}));

/** A bubble's name on one line, cut with an ellipsis; `twoLines` lets a fixed label (Add story) take two centred lines instead. */
export const BubbleLabel = styled.span<{ seen?: boolean; twoLines?: boolean }>(({ seen, twoLines }) => ({
  maxWidth: BUBBLE + 8,
  fontSize: 12,
  fontWeight: 600,
  lineHeight: `${LABEL_LINE}px`,
  color: seen ? theme.color.muted : theme.color.text,
  overflow: 'hidden',
  ...(twoLines
    ? { textAlign: 'center', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }
    : { whiteSpace: 'nowrap', textOverflow: 'ellipsis' }),
}));

const Dot = styled.span({ width: BUBBLE, height: BUBBLE, borderRadius: '50%', background: theme.color.border, display: 'block' });
const Line = styled.span({
  width: BUBBLE - 16,
  height: 10,
  borderRadius: 5,
  background: theme.color.border,
  display: 'block',
  marginTop: 8,
});

/** What /home shows while the strip's code loads: the strip's frame with grey bubbles. */
export function StripPlaceholder() {
  const { t } = useLingui();
  return (
    <StripList aria-label={t`Stories`} aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <StripItem key={index} aria-hidden="true">
          <Dot />
          <Line />
        </StripItem>
      ))}
    </StripList>
  );
}
