/** What the Lighthouse bench reads from a run and prints: scores, timings and the audits that cost points. */

import { printTable, type TableRow } from './harness';

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  best_practices: 100,
  seo: 100,
  tbt_ms: 150,
} as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The parts of Lighthouse's result this bench reads (Lighthouse's own types live in its cache folder). */
export interface Audit {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly scoreDisplayMode: string;
  readonly numericValue?: number;
  readonly displayValue?: string;
  readonly details?: { readonly items?: readonly Record<string, unknown>[] };
}
export interface Result {
  readonly categories: Record<CategoryId, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  readonly audits: Record<string, Audit>;
  readonly runtimeError?: { code: string; message: string };
  readonly runWarnings: readonly string[];
  /** Lighthouse's measure of the machine's speed for the run (higher is faster). */
  readonly environment?: { readonly benchmarkIndex?: number };
}
export interface RouteFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly best_practices: number;
  readonly seo: number;
  readonly tbt_ms: number;
  readonly fcp_ms: number;
  readonly lcp_ms: number;
  readonly si_ms: number;
  readonly cls: number;
  readonly mainthread_ms: number;
  readonly bootup_ms: number;
  /** Audits that cost a category points in any run, as "category: title (values; in how many runs)". */
  readonly failing: readonly string[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const score = (result: Result, id: CategoryId): number => Math.round((result.categories[id].score ?? 0) * 100);
export const numeric = (result: Result, id: string): number => result.audits[id]?.numericValue ?? Number.NaN;

interface Failing {
  readonly label: string;
  readonly value: string;
}

/**
 * The audits that cost a category points: performance metrics under 0.9, and every other scored audit short of a
 * pass (an audit of no weight in its category is listed too, marked so, since it flags a real problem).
 */
export function failingAudits(result: Result): Map<string, Failing> {
  const failing = new Map<string, Failing>();
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category].auditRefs) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
      if (category === 'performance' && ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      const weight = ref.weight === 0 ? ', no weight' : '';
      failing.set(`${category}/${ref.id}`, {
        label: `${category}: ${audit.title}${weight}`,
        value: audit.displayValue ?? '',
      });
    }
  }
  return failing;
}

/** Each failing audit once, with its values and in how many runs it failed. */
export function failingOverRuns(runs: readonly Result[]): string[] {
  const seen = new Map<string, { label: string; values: string[] }>();
  for (const run of runs) {
    for (const [id, { label, value }] of failingAudits(run)) {
      const entry = seen.get(id) ?? { label, values: [] };
      entry.values.push(value);
      seen.set(id, entry);
    }
  }
  return [...seen.values()].map(({ label, values }) => {
    const shown = [...new Set(values.filter(Boolean))].join(', ');
    return `${label} (${shown ? `${shown}; ` : ''}${values.length} of ${runs.length} runs)`;
  });
}

/** Main-thread time by category and the scripts that cost the most, for LH_DETAILS. */
export function details(result: Result): string[] {
  const lines: string[] = [];
  const work = result.audits['mainthread-work-breakdown']?.details?.items ?? [];
  lines.push(
    '    main thread: ' +
      work.map((item) => `${String(item.groupLabel ?? item.group)} ${Math.round(Number(item.duration))}`).join(', '),
  );
  for (const item of (result.audits['bootup-time']?.details?.items ?? []).slice(0, 6)) {
    lines.push(
      `    script ${String(item.url)}: total ${Math.round(Number(item.total))}, evaluation ${Math.round(
        Number(item.scripting),
      )}, parse ${Math.round(Number(item.scriptParseCompile))}`,
    );
  }
  for (const item of (result.audits['long-tasks']?.details?.items ?? []).slice(0, 6)) {
    lines.push(`    long task at ${Math.round(Number(item.startTime))}: ${Math.round(Number(item.duration))} ms`);
  }
  return lines;
}

export function summarise(runs: readonly Result[]): RouteFigures {
  const m = (pick: (result: Result) => number) => median(runs.map(pick));
  return {
    performance: m((r) => score(r, 'performance')),
    accessibility: m((r) => score(r, 'accessibility')),
    best_practices: m((r) => score(r, 'best-practices')),
    seo: m((r) => score(r, 'seo')),
    tbt_ms: Math.round(m((r) => numeric(r, 'total-blocking-time'))),
    fcp_ms: Math.round(m((r) => numeric(r, 'first-contentful-paint'))),
    lcp_ms: Math.round(m((r) => numeric(r, 'largest-contentful-paint'))),
    si_ms: Math.round(m((r) => numeric(r, 'speed-index'))),
    cls: Math.round(m((r) => numeric(r, 'cumulative-layout-shift')) * 1000) / 1000,
    mainthread_ms: Math.round(m((r) => numeric(r, 'mainthread-work-breakdown'))),
    bootup_ms: Math.round(m((r) => numeric(r, 'bootup-time'))),
    failing: failingOverRuns(runs),
  };
}

export function printRoute(route: string, figures: RouteFigures, runs: readonly Result[]): void {
  console.log(`\n${route}  (median of ${runs.length})`);
  const scores: [string, number, number][] = [
    ['performance', figures.performance, TARGETS.performance],
    ['accessibility', figures.accessibility, TARGETS.accessibility],
    ['best_practices', figures.best_practices, TARGETS.best_practices],
    ['seo', figures.seo, TARGETS.seo],
  ];
  // Scores are "at least" targets, which printTable (an "at most" table) does not express.
  for (const [name, value, target] of scores) {
    const verdict = value >= target ? 'ok' : 'MISSED';
    console.log(`${name.padEnd(28)} ${value.toFixed(0).padStart(12)}   >= ${target}  ${verdict}`);
  }
  const rows: TableRow[] = [
    ['tbt_ms', figures.tbt_ms, TARGETS.tbt_ms],
    ['fcp_ms', figures.fcp_ms, undefined],
    ['lcp_ms', figures.lcp_ms, undefined],
    ['si_ms', figures.si_ms, undefined],
    ['mainthread_ms', figures.mainthread_ms, undefined],
    ['bootup_ms', figures.bootup_ms, undefined],
  ];
  printTable(rows);
  console.log(`${'cls'.padEnd(28)} ${figures.cls.toFixed(3).padStart(12)}`);
  console.log(
    `runs: performance ${runs.map((r) => score(r, 'performance')).join(', ')}; tbt ${runs
      .map((r) => Math.round(numeric(r, 'total-blocking-time')))
      .join(', ')}`,
  );
  if (figures.failing.length > 0)
    console.log(['failing audits:', ...figures.failing.map((f) => `  - ${f}`)].join('\n'));
  const warnings = [...new Set(runs.flatMap((r) => r.runWarnings))];
  if (warnings.length > 0) console.log(['Lighthouse warnings:', ...warnings.map((w) => `  - ${w}`)].join('\n'));
  if (process.env.LH_DETAILS === '1') {
    runs.forEach((run, index) => console.log([`  run ${index + 1}:`, ...details(run)].join('\n')));
  }
}
