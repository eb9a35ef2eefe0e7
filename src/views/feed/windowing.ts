import { observeWindowOffset, observeWindowRect, Virtualizer, windowScroll, type VirtualizerOptions } from '@tanstack/react-virtual';

/** What a feed sets of the window's virtualizer; the rest is the window's, as react-virtual's useWindowVirtualizer sets it. */
export type FeedWindowOptions = Omit<
  VirtualizerOptions<Window, HTMLElement>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'initialOffset'
>;

const windowOptions = (options: FeedWindowOptions): VirtualizerOptions<Window, HTMLElement> => ({
  getScrollElement: () => window,
  observeElementRect: observeWindowRect,
  observeElementOffset: observeWindowOffset,
  scrollToFn: windowScroll,
  initialOffset: () => window.scrollY,
  ...options,
});

/** A feed's virtualizer over the page's scroll, and how each render hands it the feed's options. */
export interface FeedWindow {
  virtualizer: Virtualizer<Window, HTMLElement>;
  update(options: FeedWindowOptions): void;
}

/**
 * `draw` redraws the feed after a change of the window, synchronously when asked: a change the virtualizer
 * reports synchronously, unless it comes from measuring a row as it mounts (inside React's commit).
 */
export function createFeedWindow(options: FeedWindowOptions, draw: (synchronously: boolean) => void): FeedWindow {
  let measuring = false;
  const withDraw = (next: FeedWindowOptions) => windowOptions({ ...next, onChange: (_, sync) => draw(sync && !measuring) });
  const virtualizer = new Virtualizer(withDraw(options));
  const measure = virtualizer.measureElement;
  virtualizer.measureElement = (node) => {
    measuring = true;
    try {
      measure(node);
    } finally {
      measuring = false;
    }
  };
  return { virtualizer, update: (next) => virtualizer.setOptions(withDraw(next)) };
}
