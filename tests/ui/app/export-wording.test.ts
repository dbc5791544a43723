import { afterEach, describe, expect, it } from 'vitest';
import { exportedText, type Exported } from '../../../src/app/export-wording';
import { i18n, switchLanguage } from '../../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';

/** The export's line, from what it wrote, in each language: every count at 0, 1 and 2. */

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE, { save: false });
});

const FILE = 'etheria-companion-data-2026-11-24.json';

function wrote(n: number): Exported {
  return { fileName: FILE, pulls: n, skipped: n, tierLists: n, teams: n, plans: n };
}

async function linesIn(language: string): Promise<string[]> {
  await switchLanguage(language, { save: false });
  return [0, 1, 2].map((n) => exportedText(i18n, wrote(n)));
}

describe('the export line', () => {
  it('As specified: what went into which file, plans only when there are any, and what was left out', async () => {
    expect(await linesIn(SOURCE_LANGUAGE)).toEqual([
      `Exported 0 pulls, 0 tier lists and 0 teams to ${FILE}.`,
      `Exported 1 pull, 1 tier list, 1 team and 1 plan to ${FILE}. 1 stored pull could not be read and was left out.`,
      `Exported 2 pulls, 2 tier lists, 2 teams and 2 plans to ${FILE}. 2 stored pulls could not be read and were ` +
        'left out.',
    ]);
    expect(exportedText(i18n, { ...wrote(0), pulls: 10_000 })).toBe(
      `Exported 10,000 pulls, 0 tier lists and 0 teams to ${FILE}.`,
    );
  });

  it('in English', async () => {
    const lines = await linesIn('en');
    expect(lines[0]).toBe(`Exported 0 pulls, 0 tier lists and 0 teams to ${FILE}.`);
    expect(lines[2]).toBe(
      `Exported 2 pulls, 2 tier lists, 2 teams and 2 plans to ${FILE}. 2 stored pulls could not be read and were ` +
        'left out.',
    );
  });

  it('in French, 0 and 1 singular, digits grouped the French way', async () => {
    expect(await linesIn('fr')).toEqual([
      `Données exportées dans ${FILE} : 0 tirage, 0 tier list et 0 équipe.`,
      `Données exportées dans ${FILE} : 1 tirage, 1 tier list, 1 équipe et 1 plan. 1 tirage enregistré n’a pas ` +
        'pu être lu et a été laissé de côté.',
      `Données exportées dans ${FILE} : 2 tirages, 2 tier lists, 2 équipes et 2 plans. 2 tirages enregistrés ` +
        'n’ont pas pu être lus et ont été laissés de côté.',
    ]);
    expect(exportedText(i18n, { ...wrote(0), pulls: 10_000 })).toBe(
      `Données exportées dans ${FILE} : 10\u202f000 tirages, 0 tier list et 0 équipe.`,
    );
  });
});
