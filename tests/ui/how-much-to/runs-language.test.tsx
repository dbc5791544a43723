import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/app/paths';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { layOutPullGrids } from '../../support/pull-grid';
import { compileScreenFirst } from '../screens';
import { resetControls } from './fake-calc-client';
import FakePlot from './fake-uplot';
import { openHowMuchTo, pickButton } from './support';
import { switchTo, backToSourceLanguage } from '../language';

vi.mock('../../../src/lib/calc-client', () => import('./fake-calc-client'));
vi.mock('uplot', () => import('./fake-uplot'));

/** How Much To keeps what a change of run did, and names the run in the language shown. */

vi.setConfig({ testTimeout: 30_000 });
compileScreenFirst(paths.howMuchTo);
layOutPullGrids();

const HOYAN_RERUN = { id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };

beforeEach(() => {
  resetControls();
  FakePlot.instances = [];
  localStorage.clear();
});

afterEach(async () => {
  await backToSourceLanguage();
});

describe('How Much To’s notice about a run, in each language', () => {
  it('rewords the run that cannot give a selected character, its name included', async () => {
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [HOYAN_RERUN] }));
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limited run' }), 'Hoyan rerun (until 2027-01-05)');
    await user.click(pickButton('Hoyan'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limited run' }), 'Freya Limited');
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent('1 selected character removed: the run Freya Limited cannot give them.');

    await switchTo('fr');
    expect(notice).toHaveTextContent(
      '1 personnage sélectionné retiré : la période Limited Freya ne peut pas le donner.',
    );
    await switchTo(SOURCE_LANGUAGE);
    expect(notice).toHaveTextContent('1 selected character removed: the run Freya Limited cannot give them.');
  });
});
