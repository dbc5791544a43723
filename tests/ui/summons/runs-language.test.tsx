import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { SELECTED_BANNER_KEY } from '../../../src/storage/summon-settings';
import { layOutPullGrids } from '../../support/pull-grid';
import { renderApp } from '../render-app';
import { freshStore } from './support';
import { switchTo, backToSourceLanguage } from '../language';

/** The Summon screen's choice of Limited run names the runs in the language shown, and again after a switch. */

vi.setConfig({ testTimeout: 20_000 });
layOutPullGrids();

beforeEach(() => {
  freshStore();
});

afterEach(async () => {
  await backToSourceLanguage();
});

describe('the Summon screen’s Limited runs in each language', () => {
  it('names the runs and their days as the language shown writes them', async () => {
    localStorage.setItem(
      BANNER_RUNS_KEY,
      JSON.stringify({
        version: 1,
        runs: [{ id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' }],
      }),
    );
    localStorage.setItem(SELECTED_BANNER_KEY, 'limited');
    renderApp('/summons');
    const chooser = await screen.findByRole('combobox', { name: 'Limited run' }, { timeout: 10_000 });
    const options = () =>
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['Freya Limited', 'Hoyan rerun (until 2027-01-05)']));

    await switchTo('fr');
    expect(chooser).toHaveAccessibleName('Période Limited');
    expect(options()).toEqual(['Limited Freya', 'Hoyan rerun (jusqu’au 5 janv. 2027)']);
    await switchTo('en');
    expect(options()).toEqual(['Freya Limited', 'Hoyan rerun (until Jan 5, 2027)']);
    await switchTo(SOURCE_LANGUAGE);
    expect(options()).toEqual(['Freya Limited', 'Hoyan rerun (until 2027-01-05)']);
  });
});
