import styled from '@emotion/styled';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { theme } from '../ui/theme';

/** How wide each fade is: what a link under it keeps clear of when it is brought into view. */
const FADE = 36;

const Frame = styled.div({
  position: 'relative',
  minWidth: 0,
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: FADE,
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 150ms ease',
    zIndex: 1,
  },
  '&::before': { left: 0, background: `linear-gradient(to right, ${theme.color.surface} 20%, rgb(255 255 255 / 0))` },
  '&::after': { right: 0, background: `linear-gradient(to left, ${theme.color.surface} 20%, rgb(255 255 255 / 0))` },
  '&[data-more-before="true"]::before, &[data-more-after="true"]::after': { opacity: 1 },
});

interface Edges {
  before: boolean;
  after: boolean;
}

/** Whether links lie hidden to either side of a row that scrolls sideways. */
const edgesOf = (row: HTMLElement): Edges => ({
  before: row.scrollLeft > 1,
  after: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
});

/** Scrolls a row sideways so `link` shows whole, clear of the fades; `center` puts it in the middle. */
function bringIntoView(row: HTMLElement, link: HTMLElement, center: boolean) {
  if (row.scrollWidth <= row.clientWidth) return;
  const box = row.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (center) row.scrollLeft += item.left + item.width / 2 - (box.left + box.width / 2);
  else if (item.left < box.left + FADE) row.scrollLeft -= box.left + FADE - item.left;
  else if (item.right > box.right - FADE) row.scrollLeft += item.right - (box.right - FADE);
}

/**
 * Navigation links that may scroll sideways: edge fades say more lie that way; the current link is centred and a
 * tabbed-to link scrolled clear of the fades.
 */
export function OverflowNav({
  className,
  children,
  'aria-label': label,
}: {
  className?: string;
  children: ReactNode;
  'aria-label': string;
}) {
  const row = useRef<HTMLElement>(null);
  const [path] = useLocation();
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const next = edgesOf(element);
    setEdges((now) => (now.before === next.before && now.after === next.after ? now : next));
  }, []);

  useLayoutEffect(() => {
    const element = row.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (element && current) bringIntoView(element, current, true);
    measure();
  }, [path, measure]);

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (row.current && event.target !== row.current) bringIntoView(row.current, event.target, false);
  };

  return (
    <Frame data-more-before={edges.before} data-more-after={edges.after}>
      <nav ref={row} className={className} aria-label={label} onScroll={measure} onFocus={onFocus}>
        {children}
      </nav>
    </Frame>
  );
}
