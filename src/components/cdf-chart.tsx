import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from './theme-context';
import { afterNextPaint } from './yield';
import { quantileOf } from '../engine/odds/stats';
import { formatPulls } from './odds-format';
import { formatNumber, intlLocale } from '../storage/format';

const HEIGHT = 260;
/** More points than this only slows drawing: the curve is smooth at any screen width. */
const MAX_POINTS = 1200;
/** The curve is drawn up to where it reaches this, so its interesting part fills the width. */
const SHOWN_UP_TO = 0.999;

interface Palette {
  readonly text: string;
  readonly grid: string;
  readonly line: string;
}

/** Falls back to the theme's values where CSS variables are unavailable (tests, or CSS not yet loaded). */
const FALLBACK: Record<'dark' | 'light', Palette> = {
  dark: { text: '#ecebf5', grid: '#3a3a4e', line: '#b792ff' },
  light: { text: '#1c1a29', grid: '#cfcce0', line: '#6b2fa3' },
};

function palette(theme: 'dark' | 'light'): Palette {
  const style = getComputedStyle(document.body);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const fallback = FALLBACK[theme];
  return {
    text: read('--text', fallback.text),
    grid: read('--border', fallback.grid),
    line: read('--accent', fallback.line),
  };
}

/** x = pulls, y = chance in percent, cropped and thinned for drawing. */
export function chartData(cdf: Float64Array): [number[], number[]] {
  const end = Math.min(cdf.length - 1, quantileOf(cdf, SHOWN_UP_TO));
  const step = Math.max(1, Math.ceil(end / MAX_POINTS));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let t = 0; t <= end; t += step) {
    xs.push(t);
    ys.push(cdf[t]! * 100);
  }
  if (xs[xs.length - 1] !== end) {
    xs.push(end);
    ys.push(cdf[end]! * 100);
  }
  return [xs, ys];
}

/** What the axes and the legend call things; How Much To's own chart is pulls against the chance of them all. */
export interface ChartWords {
  readonly xLabel: string;
  readonly seriesLabel: string;
  /** How an x value reads on the axis and in the legend; uPlot's numbers on the axis and whole counts unless given. */
  readonly formatX?: (x: number) => string;
}

/** Least distance in px between x-axis ticks whose labels are formatted (dates are about 80 px wide). */
const FORMATTED_TICK_SPACE = 110;
/** Room kept right of the plot for the last formatted label, which is centred on the last tick. */
const HALF_A_DATE = 40;

/**
 * A percent of the y axis (0 to 100) as the language writes it: "50%", "12.34%" in the site's own way (As specified),
 * "50 %", "12,34 %" in French.
 */
function percentText(v: number, decimals: number): string {
  if (intlLocale() === 'en-US') return `${decimals === 0 ? v : v.toFixed(decimals)}%`;
  const digits = decimals === 0 ? { maximumFractionDigits: 2 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return formatNumber(v / 100, { style: 'percent', ...digits });
}

/** The words a chart is drawn with: its own, and the y axis's, which every chart shares. */
interface DrawnWords extends ChartWords {
  readonly yLabel: string;
}

function options(width: number, colors: Palette, words: DrawnWords): uPlot.Options {
  const axis = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  };
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false }, y: { range: [0, 100] } },
    ...(words.formatX ? { padding: [null, HALF_A_DATE, null, null] as uPlot.Padding } : {}),
    axes: [
      words.formatX
        ? {
            ...axis,
            label: words.xLabel,
            values: (_u, values) => values.map((v) => words.formatX!(v)),
            // Room for a written-out date under each tick, so neighbouring labels never run into each other.
            space: FORMATTED_TICK_SPACE,
          }
        : { ...axis, label: words.xLabel, values: (_u, values) => values.map((v) => formatNumber(v)) },
      { ...axis, label: words.yLabel, values: (_u, values) => values.map((v) => percentText(v, 0)) },
    ],
    series: [
      { label: words.xLabel, value: (_u, v) => (v == null ? '–' : (words.formatX ?? formatPulls)(v)) },
      {
        label: words.seriesLabel,
        stroke: colors.line,
        width: 2,
        fill: `${colors.line}33`,
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : percentText(v, 2)),
      },
    ],
    cursor: { drag: { x: false, y: false } },
  };
}

let library: Promise<typeof uPlot> | null = null;

/**
 * Loads uPlot once. The page asks for it early, so evaluating the library is not part of the work done while the
 * odds arrive; a failed load is forgotten so a later chart can try again.
 */
export function loadChartLibrary(): Promise<typeof uPlot> {
  const loading =
    library ??
    import('uplot')
      .then((module) => module.default)
      .catch((error: unknown) => {
        library = null;
        throw error;
      });
  library = loading;
  return loading;
}

interface CdfChartProps {
  cdf: Float64Array;
  /** Text alternative: what the chart shows, in words. */
  summary: string;
  /** The axes' and legend's words; pulls against the chance of them all unless given. */
  words?: ChartWords;
}

/**
 * The chance of having every selected character within X pulls, drawn with uPlot in the current theme (redrawn
 * when the theme changes). uPlot loads on first use; if it cannot run, the text alternative stands alone. New odds
 * go into the chart already drawn: making a chart makes a canvas context, which is the costliest part of drawing.
 */
export function CdfChart({ cdf, summary, words: given }: CdfChartProps) {
  const { theme } = useTheme();
  const { t } = useLingui();
  // In the language shown: another language makes them again, and the chart is drawn again with them.
  const words = useMemo<DrawnWords>(
    () => ({ ...(given ?? { xLabel: t`Pulls`, seriesLabel: t`Chance to have them all` }), yLabel: t`Chance` }),
    [given, t],
  );
  const box = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const latest = useRef(cdf);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = cdf;
    const plot = plotRef.current;
    // No chart yet: the one being made draws the latest odds.
    if (!plot) return;
    let stopped = false;
    void afterNextPaint().then(() => {
      if (!stopped && plotRef.current === plot) plot.setData(chartData(cdf));
    });
    return () => {
      stopped = true;
    };
  }, [cdf]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let stopped = false;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    loadChartLibrary()
      // Drawn in a task of its own once the odds are on screen: the chart's set-up never lengthens the task that
      // shows them.
      .then(async (UPlot) => {
        await afterNextPaint();
        return UPlot;
      })
      .then((UPlot) => {
        if (stopped) return;
        el.replaceChildren();
        plot = new UPlot(options(Math.max(200, el.clientWidth), palette(theme), words), chartData(latest.current), el);
        plotRef.current = plot;
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
        observer.observe(el);
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      observer?.disconnect();
      plot?.destroy();
      if (plotRef.current === plot) plotRef.current = null;
    };
  }, [theme, words]);

  return (
    <div className="hmt-chart" role="img" aria-label={summary} data-testid="odds-chart" data-theme={theme}>
      {failed ? (
        <p className="hmt-note">
          <Trans>The chart could not be drawn in this browser.</Trans>
        </p>
      ) : (
        <div ref={box} />
      )}
    </div>
  );
}
