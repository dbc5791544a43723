import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { importedText, type ImportDone, type PlanCounts } from '../../../src/lib/data-file';
import { unsavedBatchDropped } from '../../../src/storage/error-wording';

/** An import's result line, from what it did, in each language: every count at 0, 1 and 2. */

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE, { save: false });
});

/** Everything an import can count, each `n`. */
function all(n: number): PlanCounts {
  return {
    addedTierLists: n,
    addedTeams: n,
    addedPlans: n,
    addedRuns: n,
    leftOutTierLists: n,
    leftOutPlans: n,
    leftOutRuns: n,
    addedOwned: n,
  };
}

function done(mode: ImportDone['mode'], n: number, already = n): ImportDone {
  return {
    mode,
    plan: all(n),
    report: { added: { batches: n, pulls: n }, already: { batches: already, pulls: already } },
  };
}

/** The line for 0, 1 and 2 of everything, in `language`. */
async function linesIn(language: string, mode: ImportDone['mode']): Promise<string[]> {
  await switchLanguage(language, { save: false });
  return [0, 1, 2].map((n) => importedText(i18n, done(mode, n)));
}

describe('the import result, As specified', () => {
  it('after a Replace lists every count with commas, plans and banner runs only when there are any', async () => {
    expect(await linesIn(SOURCE_LANGUAGE, 'replace')).toEqual([
      "Your data was replaced with the file's: 0 pulls, 0 tier lists, 0 teams.",
      "Your data was replaced with the file's: 1 pull, 1 tier list, 1 team, 1 plan, 1 banner run.",
      "Your data was replaced with the file's: 2 pulls, 2 tier lists, 2 teams, 2 plans, 2 banner runs.",
    ]);
  });

  it('after a Merge says what was added, already there, left out and gained, each verb agreeing', async () => {
    expect(await linesIn(SOURCE_LANGUAGE, 'merge')).toEqual([
      'The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added.',
      'The file was merged into your data: 1 pull, 1 tier list, 1 team, 1 plan and 1 banner run added. ' +
        '1 batch (1 pull) was already in your history. 1 tier list was left out (at most 20 fit). ' +
        '1 plan was left out (at most 20 fit). 1 banner run was left out (at most 30 fit). ' +
        '1 owned character gained copies.',
      'The file was merged into your data: 2 pulls, 2 tier lists, 2 teams, 2 plans and 2 banner runs added. ' +
        '2 batches (2 pulls) were already in your history. 2 tier lists were left out (at most 20 fit). ' +
        '2 plans were left out (at most 20 fit). 2 banner runs were left out (at most 30 fit). ' +
        '2 owned characters gained copies.',
    ]);
  });

  it('counts a batch and its pulls apart, groups digits, and adds the batch a Replace dropped', () => {
    const merged: ImportDone = {
      mode: 'merge',
      plan: all(0),
      report: { added: { batches: 3, pulls: 12_345 }, already: { batches: 1, pulls: 2 } },
    };
    expect(importedText(i18n, merged)).toBe(
      'The file was merged into your data: 12,345 pulls, 0 tier lists and 0 teams added. ' +
        '1 batch (2 pulls) was already in your history.',
    );
    const replaced: ImportDone = { ...done('replace', 0), report: { ...done('replace', 0).report, dropped: 10 } };
    expect(importedText(i18n, replaced)).toBe(
      `Your data was replaced with the file's: 0 pulls, 0 tier lists, 0 teams. ${unsavedBatchDropped(10)}`,
    );
  });
});

describe('the import result in English', () => {
  it('reads as the specified text, with English plurals', async () => {
    expect(await linesIn('en', 'replace')).toEqual([
      "Your data was replaced with the file's: 0 pulls, 0 tier lists, 0 teams.",
      "Your data was replaced with the file's: 1 pull, 1 tier list, 1 team, 1 plan, 1 banner run.",
      "Your data was replaced with the file's: 2 pulls, 2 tier lists, 2 teams, 2 plans, 2 banner runs.",
    ]);
    const merged = await linesIn('en', 'merge');
    expect(merged[1]).toBe(
      'The file was merged into your data: 1 pull, 1 tier list, 1 team, 1 plan and 1 banner run added. ' +
        '1 batch (1 pull) was already in your history. 1 tier list was left out (at most 20 fit). ' +
        '1 plan was left out (at most 20 fit). 1 banner run was left out (at most 30 fit). ' +
        '1 owned character gained copies.',
    );
    expect(merged[2]).toMatch(/^The file was merged into your data: 2 pulls, .* 2 owned characters gained copies\.$/);
  });
});

describe('the import result in French', () => {
  it('after a Replace: French plurals, 0 and 1 singular', async () => {
    expect(await linesIn('fr', 'replace')).toEqual([
      'Vos données ont été remplacées par celles du fichier : 0 tirage, 0 tier list, 0 équipe.',
      'Vos données ont été remplacées par celles du fichier : 1 tirage, 1 tier list, 1 équipe, 1 plan, ' +
        '1 période de bannière.',
      'Vos données ont été remplacées par celles du fichier : 2 tirages, 2 tier lists, 2 équipes, 2 plans, ' +
        '2 périodes de bannière.',
    ]);
  });

  it('after a Merge: listed with « et », each sentence agreeing with its count', async () => {
    expect(await linesIn('fr', 'merge')).toEqual([
      'Le fichier a été fusionné avec vos données. Ajouts : 0 tirage, 0 tier list et 0 équipe.',
      'Le fichier a été fusionné avec vos données. Ajouts : 1 tirage, 1 tier list, 1 équipe, 1 plan et ' +
        '1 période de bannière. 1 lot (1 tirage) était déjà dans votre historique. ' +
        '1 tier list n’a pas été ajoutée (la limite est de 20). 1 plan n’a pas été ajouté (la limite est de 20). ' +
        '1 période de bannière n’a pas été ajoutée (la limite est de 30). ' +
        '1 personnage possédé a gagné des exemplaires.',
      'Le fichier a été fusionné avec vos données. Ajouts : 2 tirages, 2 tier lists, 2 équipes, 2 plans et ' +
        '2 périodes de bannière. 2 lots (2 tirages) étaient déjà dans votre historique. ' +
        '2 tier lists n’ont pas été ajoutées (la limite est de 20). 2 plans n’ont pas été ajoutés (la limite est ' +
        'de 20). 2 périodes de bannière n’ont pas été ajoutées (la limite est de 30). ' +
        '2 personnages possédés ont gagné des exemplaires.',
    ]);
  });

  it('groups digits the French way and counts a batch and its pulls apart', async () => {
    await switchLanguage('fr', { save: false });
    const merged: ImportDone = {
      mode: 'merge',
      plan: all(0),
      report: { added: { batches: 3, pulls: 12_345 }, already: { batches: 2, pulls: 1 } },
    };
    expect(importedText(i18n, merged)).toBe(
      'Le fichier a été fusionné avec vos données. Ajouts : 12\u202f345 tirages, 0 tier list et 0 équipe. ' +
        '2 lots (1 tirage) étaient déjà dans votre historique.',
    );
  });
});
