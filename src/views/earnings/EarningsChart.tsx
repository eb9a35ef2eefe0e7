import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { theme } from '../ui/theme';

// uPlot's own layout rules (uplot/dist/uPlot.min.css) that these charts use: no legend, no title, no selection.
const Box = styled.div`
  width: 100%;
  min-height: 220px;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font-family: inherit;
    font-size: 12px;
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-select {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${theme.color.faint};
  }
  .u-cursor-y,
  .u-legend,
  .u-off {
    display: none;
  }
`;

/** The y axis' tick steps: 1, 2, 5, 10, 20, 50… */
const WHOLE_STEPS = Array.from({ length: 24 }, (_, index) => [1, 2, 5][index % 3]! * 10 ** Math.floor(index / 3));

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

/**
 * A chart drawn by uPlot, which loads with the first chart (docs/decisions/0049): bars stacked in the given order
 * (each series drawn as the running sum, the largest first), or lines. `labels` name the x positions.
 */
export function EarningsChart({
  labels,
  series,
  kind,
  format,
}: {
  labels: string[];
  series: ChartSeries[];
  kind: 'stacked' | 'line';
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let gone = false;
    const resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: 220 }));
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      const x = labels.map((_, index) => index);
      // Stacked: each series is the running sum up to it, drawn largest first so every layer shows.
      const sums = series.map((_, upTo) =>
        labels.map((__, index) => series.slice(0, upTo + 1).reduce((sum, one) => sum + (one.values[index] ?? 0), 0)),
      );
      const drawn = kind === 'stacked' ? series.map((one, index) => ({ ...one, values: sums[index]! })).reverse() : series;
      const bars = UPlot.paths.bars?.({ size: [0.7, 48] });
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: 220,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
          axes: [
            {
              stroke: theme.color.muted,
              grid: { show: false },
              values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
            },
            {
              stroke: theme.color.muted,
              grid: { stroke: theme.color.border },
              // Whole steps only: coins and people come in units (a small range drew 0, 1, 1, 2, 2).
              incrs: WHOLE_STEPS,
              values: (_u, splits) => splits.map(format),
              size: 56,
            },
          ],
          series: [
            {},
            ...drawn.map((one) =>
              kind === 'stacked'
                ? { label: one.label, fill: one.color, stroke: one.color, width: 0, paths: bars, points: { show: false } }
                : { label: one.label, stroke: one.color, width: 2, points: { show: labels.length < 40 } },
            ),
          ],
        },
        [x, ...drawn.map((one) => one.values)],
        element,
      );
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize.disconnect();
      plot?.destroy();
    };
  }, [labels, series, kind, format]);
  return <Box ref={box} aria-hidden="true" />;
}
