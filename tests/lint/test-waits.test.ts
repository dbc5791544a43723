import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WAIT_TIMEOUT, waitFor } from '../support/wait';

/**
 * Every test waits for a condition as long as Testing Library does: through tests/support/wait.ts, whose use lint
 * enforces, since Vitest has no setting for vi.waitFor's own 1 s.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

async function rulesBrokenAt(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

const DIRECT = "import { vi } from 'vitest';\nexport const ready = vi.waitFor(() => true);\n";

describe('waits in tests', () => {
  it('refuses vi.waitFor in a test of any project, so none keeps its 1 s', { timeout: 30_000 }, async () => {
    for (const file of ['tests/engine/probe.test.ts', 'tests/lib/probe.worker.test.ts', 'tests/ui/probe.test.tsx']) {
      expect(await rulesBrokenAt(file, DIRECT), file).toEqual(['no-restricted-properties']);
    }
    const wrapped = "import { waitFor } from '../support/wait';\nexport const ready = waitFor(() => true);\n";
    expect(await rulesBrokenAt('tests/lib/probe.test.ts', wrapped)).toEqual([]);
  });

  it('keeps waiting past vi.waitFor’s own 1 s, up to the suite’s timeout', async () => {
    expect(WAIT_TIMEOUT).toBeGreaterThan(1200);
    const start = performance.now();
    // A condition that a busy machine meets a little after a second: vi.waitFor alone gives up at 1 s.
    const waited = await waitFor(() => {
      const elapsed = performance.now() - start;
      if (elapsed < 1200) throw new Error(`not yet: ${elapsed} ms`);
      return elapsed;
    });
    expect(waited).toBeGreaterThanOrEqual(1200);
  });
});
