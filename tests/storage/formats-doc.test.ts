import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_VERSION } from '../../src/lib/data-file/format';
import { REPLAY_LINK_VERSION } from '../../src/lib/summons/replay-link';
import { DB_NAME, DB_VERSION } from '../../src/storage/history-db-schema';
import { KEPT_DATA } from '../../src/storage/kept-data';
import { PENDING_BATCH_FORMAT } from '../../src/storage/pending-batch';

/**
 * The written list of shipped formats (src/storage/FORMATS.md) against the code: a kind of data the site keeps, or a
 * version it writes, that the document does not name means a format could change without anyone writing it down.
 */

const doc = readFileSync(join(process.cwd(), 'src/storage/FORMATS.md'), 'utf8');

/** The first cell of every table row under a heading, backticks and all. */
function firstCells(heading: string): string[] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, `a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\| (`[^`]+`)/gm)].map((m) => m[1]!);
}

describe('the document of stored formats', () => {
  it('names every localStorage key and cookie the site keeps, each in its own table', () => {
    const keys = new Set(firstCells('localStorage'));
    const cookies = new Set(firstCells('Cookies'));
    const missing = KEPT_DATA.filter(
      (entry) =>
        (entry.in === 'localStorage' && !keys.has(`\`${entry.name}\``)) ||
        (entry.in === 'cookie' && !cookies.has(`\`${entry.name}\``)),
    ).map((entry) => `${entry.in}:${entry.name}`);
    expect(missing).toEqual([]);
  });

  it('names every object store of the history database', () => {
    const stores = KEPT_DATA.filter((entry) => entry.in === 'indexeddb').map((entry) => entry.name);
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('states the versions this build writes', () => {
    expect(doc).toContain(`Database \`${DB_NAME}\``);
    expect(doc).toMatch(new RegExp(`^\\| ${DB_VERSION} +\\| `, 'm'));
    expect(doc).toContain(`\`version: ${DATA_VERSION}\``);
    expect(doc).toContain(`\`v=${REPLAY_LINK_VERSION}\``);
    const pending = doc.split('\n').find((line) => line.startsWith('| `pendingBatch` '));
    expect(pending).toContain(`\`v: ${PENDING_BATCH_FORMAT}\``);
  });
});
