import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../src/i18n/languages';
import { runDates, runDay, runLabel, runName, SPECIFIED_RUN } from '../../src/lib/runs';
import type { BannerRun } from '../../src/storage/runs-store';

/** How a banner run is named and dated, in the language active when it is asked. */

type Run = Omit<BannerRun, 'id'>;

const named: Run = { banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const unnamed: Run = { banner: 'limited', featured: 'mia', start: '2026-12-11', end: '2027-01-05' };
const fromDay: Run = { banner: 'perma', start: '2026-12-01' };
const plain: Run = { banner: 'ml' };

afterEach(async () => {
  // Lingui's one instance is the page's: the next test starts in the source language, as a page does.
  await switchLanguage(SOURCE_LANGUAGE, { save: false });
});

/** Every wording of the runs above, in the language active now. */
function wordings() {
  return {
    names: [SPECIFIED_RUN, named, unnamed, fromDay, plain].map(runName),
    dates: [named, unnamed, fromDay, plain].map(runDates),
    labels: [SPECIFIED_RUN, named, unnamed, fromDay, plain].map(runLabel),
  };
}

describe('a run’s name and days in each language', () => {
  it('As specified: the days as they are stored, the name as the site has always written it', () => {
    expect(wordings()).toEqual({
      names: ['Freya Limited', 'Hoyan rerun', 'Mia Limited', 'Perma', 'ML'],
      dates: ['until 2027-01-05', '2026-12-11 to 2027-01-05', 'from 2026-12-01', undefined],
      labels: [
        'Freya Limited',
        'Hoyan rerun (until 2027-01-05)',
        'Mia Limited (2026-12-11 to 2027-01-05)',
        'Perma (from 2026-12-01)',
        'ML',
      ],
    });
  });

  it('in English: the days as English writes dates', async () => {
    await switchLanguage('en', { save: false });
    expect(wordings()).toEqual({
      names: ['Freya Limited', 'Hoyan rerun', 'Mia Limited', 'Perma', 'ML'],
      dates: ['until Jan 5, 2027', 'Dec 11, 2026 to Jan 5, 2027', 'from Dec 1, 2026', undefined],
      labels: [
        'Freya Limited',
        'Hoyan rerun (until Jan 5, 2027)',
        'Mia Limited (Dec 11, 2026 to Jan 5, 2027)',
        'Perma (from Dec 1, 2026)',
        'ML',
      ],
    });
  });

  it('in French: French words and dates, the player’s names and the game’s banner names kept', async () => {
    await switchLanguage('fr', { save: false });
    expect(wordings()).toEqual({
      names: ['Limited Freya', 'Hoyan rerun', 'Limited Mia', 'Perma', 'ML'],
      dates: ['jusqu’au 5 janv. 2027', 'du 11 déc. 2026 au 5 janv. 2027', 'à partir du 1 déc. 2026', undefined],
      labels: [
        'Limited Freya',
        'Hoyan rerun (jusqu’au 5 janv. 2027)',
        'Limited Mia (du 11 déc. 2026 au 5 janv. 2027)',
        'Perma (à partir du 1 déc. 2026)',
        'ML',
      ],
    });
  });

  it('writes a day as the calendar day it names, the first and last of a year included', async () => {
    await switchLanguage('fr', { save: false });
    expect([runDay('2027-01-01'), runDay('2026-12-31')]).toEqual(['1 janv. 2027', '31 déc. 2026']);
    await switchLanguage(SOURCE_LANGUAGE, { save: false });
    expect([runDay('2027-01-01'), runDay('2026-12-31')]).toEqual(['2027-01-01', '2026-12-31']);
  });
});
