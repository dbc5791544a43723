import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/app/paths';
import { encodeRun } from '../../../src/features/runs/run-link';
import { encodeLinkPayload } from '../../../src/lib/link-payload';
import { BANNER_RUNS_KEY, loadRuns, saveRuns, type BannerRun } from '../../../src/storage/runs-store';
import { renderApp } from '../render-app';
import { compileScreenFirst } from '../screens';

vi.setConfig({ testTimeout: 30_000 });
compileScreenFirst(paths.runs);

afterEach(() => vi.restoreAllMocks());

async function openRuns(path: string = paths.runs) {
  const user = userEvent.setup();
  const app = renderApp(path);
  await screen.findByTestId('run-specified');
  return { user, ...app };
}

/** The runs as the list shows them: each one's name and details. */
function shownRuns(): string[] {
  return within(screen.getByRole('list', { name: 'Runs' }))
    .getAllByRole('listitem')
    .map(
      (item) => `${item.querySelector('.run-name')!.textContent} | ${item.querySelector('.run-details')!.textContent}`,
    );
}

const hoyan: BannerRun = { id: 'run-a', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const perma: BannerRun = { id: 'run-b', banner: 'perma', start: '2026-12-01' };

describe('the banner runs screen', () => {
  it('starts with the specified Limited banner only, which cannot be changed', async () => {
    await openRuns();
    expect(shownRuns()).toEqual(['Freya Limited | Limited · featuring Freya · as specified, always offered']);
    expect(within(screen.getByTestId('run-specified')).queryAllByRole('button')).toEqual([]);
    expect(localStorage.getItem(BANNER_RUNS_KEY)).toBeNull();
  });

  it('adds a Limited run featuring any SSR, with a name and days, and says what is wrong first', async () => {
    const { user } = await openRuns();
    await user.click(screen.getByRole('button', { name: 'Add a run' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a run' });
    await user.click(within(dialog).getByRole('button', { name: 'Save run' }));
    const featured = within(dialog).getByRole('combobox', { name: 'Featured character' });
    expect(featured).toHaveAccessibleDescription('Choose the character this Limited run features.');
    expect(featured).toHaveFocus();

    await user.selectOptions(featured, 'Hoyan');
    await user.type(within(dialog).getByLabelText('Name (optional)'), '  Hoyan rerun ');
    await user.type(within(dialog).getByLabelText('First day (optional)'), '2027-01-10');
    await user.type(within(dialog).getByLabelText('Last day (optional)'), '2027-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(within(dialog).getByLabelText('Last day (optional)')).toHaveAccessibleDescription(
      'The last day comes before the first day.',
    );
    expect(loadRuns()).toEqual([]);

    await user.clear(within(dialog).getByLabelText('First day (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownRuns()[1]).toBe('Hoyan rerun | Limited · featuring Hoyan · until 2027-01-05');
    expect(loadRuns()).toEqual([
      {
        id: expect.stringMatching(/^run-/),
        banner: 'limited',
        featured: 'hoyan',
        name: 'Hoyan rerun',
        end: '2027-01-05',
      },
    ]);
  });

  it('marks every wrong field at once, and a changed day clears the days’ words', async () => {
    const { user } = await openRuns();
    await user.click(screen.getByRole('button', { name: 'Add a run' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a run' });
    const first = within(dialog).getByLabelText('First day (optional)');
    const last = within(dialog).getByLabelText('Last day (optional)');
    await user.type(first, '2027-02-01');
    await user.type(last, '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(within(dialog).getByRole('combobox', { name: 'Featured character' })).toHaveAccessibleDescription(
      'Choose the character this Limited run features.',
    );
    expect(last).toHaveAccessibleDescription('The last day comes before the first day.');
    await user.clear(first);
    expect(last).not.toHaveAttribute('aria-invalid', 'true');
    expect(loadRuns()).toEqual([]);
  });

  it('edits, moves and removes a run (after asking); Perma and ML feature nobody', async () => {
    saveRuns([hoyan, perma]);
    const { user } = await openRuns();
    expect(screen.getByRole('button', { name: 'Move Hoyan rerun up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Perma down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit Hoyan rerun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the run' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Banner' }), 'ML');
    expect(within(dialog).queryByRole('combobox', { name: 'Featured character' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(loadRuns()[0]).toEqual({ id: 'run-a', banner: 'ml', name: 'Hoyan rerun', end: '2027-01-05' });

    await user.click(screen.getByRole('button', { name: 'Move Perma up' }));
    expect(loadRuns().map((r) => r.id)).toEqual(['run-b', 'run-a']);
    expect(screen.getByTestId('runs-message')).toHaveTextContent('Perma moved to place 1 of 2.');
    // At the top now, its Up button is disabled: focus stays on the run, on its Down button.
    expect(screen.getByRole('button', { name: 'Move Perma down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Perma' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this run?' })).getByRole('button', { name: 'Keep it' }),
    );
    expect(loadRuns()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Perma' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(loadRuns().map((r) => r.id)).toEqual(['run-a']);
    expect(screen.getByTestId('runs-message')).toHaveTextContent('Perma was removed.');
    // Its Remove button is gone with it: focus goes on to Add a run.
    expect(screen.getByRole('button', { name: 'Add a run' })).toHaveFocus();
  });

  it('shares a run as a link that another browser adds once', async () => {
    saveRuns([hoyan]);
    const { user } = await openRuns();
    await user.click(within(screen.getByTestId('run-run-a')).getByRole('button', { name: 'Share' }));
    const url = new URL(await navigator.clipboard.readText());
    expect(url.pathname).toBe('/summons/runs');

    cleanup();
    localStorage.clear();
    const opened = await openRuns(`${url.pathname}${url.search}`);
    expect(opened.router.state.location.search).toBe('');
    expect(screen.getByText('A shared run: Hoyan rerun (until 2027-01-05).')).toBeInTheDocument();
    await opened.user.click(screen.getByRole('button', { name: 'Add to my runs' }));
    expect(screen.getByTestId('runs-message')).toHaveTextContent('Hoyan rerun was added to your runs.');
    const { id: _id, ...added } = loadRuns()[0]!;
    const { id: _a, ...made } = hoyan;
    expect(added).toEqual(made);

    cleanup();
    await openRuns(`${url.pathname}${url.search}`);
    expect(screen.getByText('Hoyan rerun is already in your runs.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to my runs' })).toBeNull();
    expect(loadRuns()).toHaveLength(1);
  });

  it('says a damaged or newer link changes nothing', async () => {
    saveRuns([perma]);
    await openRuns(`${paths.runs}?run=${encodeRun(hoyan).slice(0, 20)}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This run link is damaged or incomplete, so nothing was added.',
    );
    cleanup();
    await openRuns(`${paths.runs}?run=${encodeLinkPayload({ v: 9 })}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This run link was made by a newer version of the site (link format 9). Reload the page to get the newest version, then open the link again. Nothing was added.',
    );
    expect(loadRuns()).toEqual([perma]);
  });

  it('changes nothing while a newer version’s runs are stored', async () => {
    const newer = JSON.stringify({ version: 2, runs: [] });
    localStorage.setItem(BANNER_RUNS_KEY, newer);
    await openRuns();
    expect(screen.getByRole('alert')).toHaveTextContent('Your banner runs were saved by a newer version of the site');
    expect(screen.getByRole('button', { name: 'Add a run' })).toBeDisabled();
    expect(localStorage.getItem(BANNER_RUNS_KEY)).toBe(newer);
  });

  it('keeps runs of a character this version does not know, and changes nothing while they are stored', async () => {
    const saved = JSON.stringify({ version: 1, runs: [hoyan, { id: 'run-z', banner: 'limited', featured: 'zed' }] });
    localStorage.setItem(BANNER_RUNS_KEY, saved);
    await openRuns();
    expect(shownRuns()).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Your banner runs were saved by a newer version of the site');
    expect(screen.getByRole('button', { name: 'Remove Hoyan rerun' })).toBeDisabled();
    expect(localStorage.getItem(BANNER_RUNS_KEY)).toBe(saved);
  });
});
