/**
 * A Playwright reporter for the soak (scripts/soak.ts): appends one JSON line per test run, with its status and the
 * repeat it belonged to, to the file named by SOAK_REPORT.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export interface SoakResult {
  readonly title: string;
  readonly repeat: number;
  readonly status: string;
  readonly error: string;
}

/** The first line of a test's error, without terminal colours. */
export function firstLine(text: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').find((line) => line.trim() !== '') ?? '';
}

export default class SoakReporter implements Reporter {
  private readonly file = process.env.SOAK_REPORT;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.file) return;
    const failure: SoakResult = {
      title: test.titlePath().filter(Boolean).slice(1).join(' › '),
      repeat: test.repeatEachIndex,
      status: result.status,
      error: firstLine(result.error?.message),
    };
    appendFileSync(this.file, `${JSON.stringify(failure)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
