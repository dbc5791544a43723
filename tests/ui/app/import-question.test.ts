import { afterEach, describe, expect, it } from 'vitest';
import { importQuestionText, type ImportQuestion } from '../../../src/app/import-question';
import { i18n, switchLanguage } from '../../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';

/** The question before an import, worded from what it would do, in each language: every count at 0, 1 and 2. */

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE, { save: false });
});

function replacing(n: number): ImportQuestion {
  return { mode: 'replace', pulls: n, summonCount: n, tierLists: n, teams: n, plans: n, runs: n };
}

type Merging = Extract<ImportQuestion, { mode: 'merge' }>;

function merging(n: number, already: Merging['already'] = { batches: n, pulls: n }): Merging {
  return {
    mode: 'merge',
    pulls: n,
    summonCount: n,
    plan: {
      addedTierLists: n,
      addedTeams: n,
      addedPlans: n,
      addedRuns: n,
      leftOutTierLists: n,
      leftOutPlans: n,
      leftOutRuns: n,
      addedOwned: n,
    },
    already,
  };
}

async function questionsIn(language: string, ask: (n: number) => ImportQuestion): Promise<string[]> {
  await switchLanguage(language, { save: false });
  return [0, 1, 2].map((n) => importQuestionText(i18n, ask(n)));
}

describe('the import question, As specified', () => {
  it('before a Replace names what would be gone', async () => {
    const end = 'will be gone. Export your data first if you may want them back.';
    expect(await questionsIn(SOURCE_LANGUAGE, replacing)).toEqual([
      `Replace all your data with the file's? Your 0 pulls (summon count 0), 0 tier lists and 0 teams ${end}`,
      "Replace all your data with the file's? Your 1 pull (summon count 1), 1 tier list, 1 team, 1 plan and " +
        `1 banner run ${end}`,
      "Replace all your data with the file's? Your 2 pulls (summon count 2), 2 tier lists, 2 teams, 2 plans and " +
        `2 banner runs ${end}`,
    ]);
  });

  it('before a Merge names what it adds, skips, leaves out and raises, each verb agreeing', async () => {
    expect(await questionsIn(SOURCE_LANGUAGE, merging)).toEqual([
      'Merge the file into your data? This adds 0 pulls (your summon count becomes 0), 0 tier lists and 0 teams.',
      'Merge the file into your data? This adds 1 pull (your summon count becomes 1), 1 tier list, 1 team, 1 plan ' +
        'and 1 banner run. 1 batch (1 pull) is already in your history and will be skipped. 1 tier list will be ' +
        'left out: at most 20 fit. 1 plan will be left out: at most 20 fit. 1 banner run will be left out: at most ' +
        '30 fit. 1 owned character gains copies (the larger count wins).',
      'Merge the file into your data? This adds 2 pulls (your summon count becomes 2), 2 tier lists, 2 teams, ' +
        '2 plans and 2 banner runs. 2 batches (2 pulls) are already in your history and will be skipped. 2 tier ' +
        'lists will be left out: at most 20 fit. 2 plans will be left out: at most 20 fit. 2 banner runs will be ' +
        'left out: at most 30 fit. 2 owned characters gain copies (the larger count wins).',
    ]);
  });

  it('says nothing of batches already there until the history is compared, and groups digits', () => {
    const question = { ...merging(0, null), pulls: 1_234, summonCount: 20_000 };
    expect(importQuestionText(i18n, question)).toBe(
      'Merge the file into your data? This adds 1,234 pulls (your summon count becomes 20,000), 0 tier lists and ' +
        '0 teams.',
    );
    expect(importQuestionText(i18n, merging(0, { batches: 1, pulls: 2 }))).toBe(
      'Merge the file into your data? This adds 0 pulls (your summon count becomes 0), 0 tier lists and 0 teams. ' +
        '1 batch (2 pulls) is already in your history and will be skipped.',
    );
  });
});

describe('the import question in English', () => {
  it('words each count in English', async () => {
    const replace = await questionsIn('en', replacing);
    expect(replace[1]).toBe(
      "Replace all your data with the file's? Your 1 pull (summon count 1), 1 tier list, 1 team, 1 plan and " +
        '1 banner run will be gone. Export your data first if you might want them back.',
    );
    expect(replace[0]).toMatch(/^Replace all your data with the file's\? Your 0 pulls \(summon count 0\), 0 tier /);
    const merge = await questionsIn('en', merging);
    expect(merge[2]).toBe(
      'Merge the file into your data? This adds 2 pulls (your summon count becomes 2), 2 tier lists, 2 teams, ' +
        '2 plans and 2 banner runs. 2 batches (2 pulls) are already in your history and will be skipped. 2 tier ' +
        'lists will be left out: at most 20 fit. 2 plans will be left out: at most 20 fit. 2 banner runs will be ' +
        'left out: at most 30 fit. 2 owned characters gain copies (the larger count wins).',
    );
  });
});

describe('the import question in French', () => {
  it('before a Replace, 0 and 1 singular', async () => {
    const start = 'Remplacer toutes vos données par celles du fichier ? Ce que vous avez maintenant sera perdu :';
    const end = 'Exportez d’abord vos données si vous voulez pouvoir les récupérer.';
    expect(await questionsIn('fr', replacing)).toEqual([
      `${start} 0 tirage (nombre d’invocations : 0), 0 tier list et 0 équipe. ${end}`,
      `${start} 1 tirage (nombre d’invocations : 1), 1 tier list, 1 équipe, 1 plan et 1 période de bannière. ${end}`,
      `${start} 2 tirages (nombre d’invocations : 2), 2 tier lists, 2 équipes, 2 plans et 2 périodes de bannière. ` +
        end,
    ]);
  });

  it('before a Merge, each sentence agreeing with its count', async () => {
    expect(await questionsIn('fr', merging)).toEqual([
      'Fusionner le fichier avec vos données ? Cela ajoute 0 tirage (votre nombre d’invocations passe à 0), ' +
        '0 tier list et 0 équipe.',
      'Fusionner le fichier avec vos données ? Cela ajoute 1 tirage (votre nombre d’invocations passe à 1), ' +
        '1 tier list, 1 équipe, 1 plan et 1 période de bannière. 1 lot (1 tirage) est déjà dans votre historique ' +
        'et sera ignoré. 1 tier list ne sera pas ajoutée : la limite est de 20. 1 plan ne sera pas ajouté : la ' +
        'limite est de 20. 1 période de bannière ne sera pas ajoutée : la limite est de 30. 1 personnage possédé ' +
        'gagne des exemplaires (le plus grand nombre l’emporte).',
      'Fusionner le fichier avec vos données ? Cela ajoute 2 tirages (votre nombre d’invocations passe à 2), ' +
        '2 tier lists, 2 équipes, 2 plans et 2 périodes de bannière. 2 lots (2 tirages) sont déjà dans votre ' +
        'historique et seront ignorés. 2 tier lists ne seront pas ajoutées : la limite est de 20. 2 plans ne ' +
        'seront pas ajoutés : la limite est de 20. 2 périodes de bannière ne seront pas ajoutées : la limite est ' +
        'de 30. 2 personnages possédés gagnent des exemplaires (le plus grand nombre l’emporte).',
    ]);
  });

  it('groups digits the French way', async () => {
    await switchLanguage('fr', { save: false });
    expect(importQuestionText(i18n, { ...merging(0, null), pulls: 1_234, summonCount: 20_000 })).toBe(
      'Fusionner le fichier avec vos données ? Cela ajoute 1\u202f234 tirages (votre nombre d’invocations passe à ' +
        '20\u202f000), 0 tier list et 0 équipe.',
    );
  });
});
