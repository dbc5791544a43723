/**
 * `npm run i18n:literals`: fails on a word a player would see that is written in the code instead of a message
 * catalogue (what counts is in scripts/unlocalized-strings.ts). Screens not yet translated are listed in
 * src/i18n/untranslated.json and skipped. The list only shrinks: a listed file that no longer has any such word, or
 * no longer exists, fails the check until it is taken off, so a translated screen stays translated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findUnlocalizedStrings } from './unlocalized-strings';

const ROOT = 'src';
const LIST = 'src/i18n/untranslated.json';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const untranslated = new Set(JSON.parse(readFileSync(LIST, 'utf8')) as string[]);
const files = sourceFiles(ROOT)
  .map((path) => relative('.', path).split('\\').join('/'))
  .sort();
const problems: string[] = [];
let skipped = 0;

for (const file of files) {
  const found = findUnlocalizedStrings(file, readFileSync(file, 'utf8'));
  if (untranslated.has(file)) {
    skipped += 1;
    if (found.length === 0) problems.push(`${file} has no unlocalized string left: take it off ${LIST}.`);
    continue;
  }
  for (const { line, text } of found) problems.push(`${file}:${line}: ${JSON.stringify(text)} is not a message.`);
}
for (const file of untranslated) {
  if (!files.includes(file)) problems.push(`${LIST} lists ${file}, which is not a source file: take it off.`);
}

if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\nWrite each word a player sees as a message (t, msg, <Trans>, <Plural>: see ` +
      'src/i18n/README.md), then `npm run i18n:extract` and translate it.',
  );
  process.exit(1);
}
console.log(`i18n: no unlocalized string in ${files.length - skipped} files (${skipped} not yet translated, listed).`);
