/**
 * `npm run i18n:check`: fails when any message catalogue (src/i18n/locales/*.po) is not exactly what the code needs.
 * The catalogues are copied aside and extracted afresh there from the code (`lingui extract --clean`): a message
 * the code has and a catalogue lacks (missing), or one a catalogue keeps that the code no longer has (unused), makes
 * the copy differ from the file. Then the copies are compiled with `--strict`, which fails on a message without a
 * translation or one that does not parse. The files themselves are never written: `npm run i18n:extract` updates
 * them, after which the new messages are translated by hand.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FOLDER = 'src/i18n/locales';

/** The message ids of a catalogue's text (the header's empty one left out). */
function messageIds(text: string): Set<string> {
  return new Set([...text.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]!));
}

function lingui(args: readonly string[], catalogues: string): boolean {
  const result = spawnSync('npx', ['--no-install', 'lingui', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LINGUI_CATALOGUES: catalogues },
    encoding: 'utf8',
  });
  if (result.status !== 0) process.stdout.write(result.stdout ?? '');
  return result.status === 0;
}

const files = readdirSync(FOLDER).filter((file) => file.endsWith('.po'));
const copy = mkdtempSync(join(tmpdir(), 'catalogues-'));
const problems: string[] = [];
try {
  for (const file of files) copyFileSync(join(FOLDER, file), join(copy, file));
  if (!lingui(['extract', '--clean'], copy)) problems.push('`lingui extract` failed (see above).');
  for (const file of files) {
    const kept = readFileSync(join(FOLDER, file), 'utf8');
    const fresh = readFileSync(join(copy, file), 'utf8');
    if (kept === fresh) continue;
    const [keptIds, freshIds] = [messageIds(kept), messageIds(fresh)];
    const missing = [...freshIds].filter((id) => !keptIds.has(id));
    const unused = [...keptIds].filter((id) => !freshIds.has(id));
    problems.push(
      `${FOLDER}/${file} is stale:` +
        (missing.length > 0 ? `\n  missing: ${missing.map((id) => JSON.stringify(id)).join(', ')}` : '') +
        (unused.length > 0 ? `\n  unused: ${unused.map((id) => JSON.stringify(id)).join(', ')}` : '') +
        (missing.length + unused.length === 0 ? '\n  (where its messages come from changed)' : ''),
    );
  }
  if (problems.length === 0 && !lingui(['compile', '--strict'], copy)) {
    problems.push('A catalogue has a message without a translation, or one that does not parse (see above).');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\nRun \`npm run i18n:extract\`, translate what is new, and commit the catalogues.`,
  );
  process.exit(1);
}
console.log(`i18n: ${files.length} catalogues, each with exactly the messages the code has, all translated.`);
