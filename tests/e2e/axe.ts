import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
  readonly failureSummary: string | null;
}

export interface AxeResult {
  readonly violations: readonly AxeFinding[];
  readonly passes: number;
}

/**
 * Runs axe over the page as it is now. axe is put into the page once per document and then run in place: the site
 * has no frames, so there is nothing to gather from other documents, and a scan takes a fraction of a second
 * instead of re-sending axe's source and opening a blank page to assemble the results each time.
 */
export async function runAxe(page: Page): Promise<AxeResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // Selectors and details are worked out for every node a rule looked at unless limited: the tests read the
    // violations' nodes and only count the passing rules, so the other kinds keep one node each.
    const results = await engine.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return {
      passes: results.passes.length,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        failureSummary: v.nodes[0]?.failureSummary ?? null,
      })),
    };
  }, TAGS);
}
