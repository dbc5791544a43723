import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownPage } from '../../../src/features/countdown/countdown-page';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { NNBSP, switchTo, backToSourceLanguage } from '../language';

// The portraits are not what this file checks (tests/ui/countdown/countdown.test.tsx is): none is drawn.
vi.mock('../../../src/lib/floaters-client', () => ({
  startFloaters: () => ({ resize() {}, setMoving() {}, stop() {} }),
}));

/** The Countdown in each language: its units, numbers and date as the language writes them, and a switch on the fly. */

vi.setConfig({ testTimeout: 20_000 });

/** The launch the specification counts down to: 5 June 2025, 12:00 in UTC+2. */
const LAUNCH = Date.parse('2025-06-05T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(async () => {
  vi.useRealTimers();
  await backToSourceLanguage();
});

/** Opens the Countdown in `language`, `left` before the launch (or the link's target). */
async function openIn(language: string, left: number, path = '/Countdown') {
  vi.setSystemTime(LAUNCH - left);
  await switchTo(language);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CountdownPage />
    </MemoryRouter>,
  );
}

const timer = () => screen.getByRole('timer').textContent;
const units = () => document.querySelector('.cd-units')?.textContent;
const target = () => document.querySelector('.cd-target')?.textContent;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the Countdown in each language', () => {
  it('As specified, names every unit in the plural whatever the numbers, as the screen always has', async () => {
    await openIn(SOURCE_LANGUAGE, DAY + 2 * HOUR + MINUTE + 2 * SECOND);
    expect(timer()).toBe('01:02:01:02');
    expect(units()).toBe('days : hours : minutes : seconds');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Countdown');
    // The date in the browser's own locale, as the screen always wrote it.
    const browserWritten = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' }).format(LAUNCH);
    expect(target()).toBe(`until ${browserWritten}`);
    advance(2 * SECOND + MINUTE + 2 * HOUR + DAY);
    expect(timer()).toBe('00:00:00:00');
    expect(units()).toBe('days : hours : minutes : seconds');
  });

  it('in English, names each unit in the singular for 1 and the plural for 2 and 0', async () => {
    await openIn('en', DAY + 2 * HOUR + MINUTE + 2 * SECOND);
    expect(document.title).toMatch(/^Countdown/);
    expect(timer()).toBe('01:02:01:02');
    expect(units()).toBe('day : hours : minute : seconds');
    advance(SECOND);
    expect(timer()).toBe('01:02:01:01');
    expect(units()).toBe('day : hours : minute : second');
    advance(DAY + 2 * HOUR + MINUTE + SECOND);
    expect(timer()).toBe('00:00:00:00');
    expect(units()).toBe('days : hours : minutes : seconds');
    expect(target()).toMatch(/^until \w+day, June [45], 2025 at /);
  });

  it('in French, names each unit in the singular for 0 and 1 and the plural for 2, dates in French', async () => {
    await openIn('fr', 2 * DAY + HOUR + 2 * MINUTE + SECOND);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Compte à rebours');
    expect(document.title).toMatch(/^Compte à rebours/);
    expect(timer()).toBe('02:01:02:01');
    expect(units()).toBe('jours : heure : minutes : seconde');
    advance(2 * DAY + HOUR + 2 * MINUTE + SECOND);
    expect(timer()).toBe('00:00:00:00');
    // French counts 0 in the singular.
    expect(units()).toBe('jour : heure : minute : seconde');
    expect(target()).toMatch(/^jusqu’au (mercredi 4|jeudi 5) juin 2025 à /);
  });

  it('writes days past 999 as each language writes numbers: 1826, 1,826, 1 826', async () => {
    const left = 1826 * DAY + 5 * HOUR;
    await openIn(SOURCE_LANGUAGE, left);
    expect(timer()).toBe('1826:05:00:00');
    await switchTo('en');
    expect(timer()).toBe('1,826:05:00:00');
    expect(units()).toBe('days : hours : minutes : seconds');
    await switchTo('fr');
    expect(timer()).toBe(`1${NNBSP}826:05:00:00`);
    expect(units()).toBe('jours : heures : minute : seconde');
  });

  it('rewords the screen on a switch and keeps counting down to the same target', async () => {
    localStorage.setItem(
      BANNER_RUNS_KEY,
      JSON.stringify({
        version: 1,
        runs: [{ id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' }],
      }),
    );
    // Noon on 4 January 2027, the visitor's time: the run's last day ends 36 hours later.
    vi.setSystemTime(new Date(2027, 0, 4, 12, 0, 0));
    await switchTo(SOURCE_LANGUAGE);
    render(
      <MemoryRouter initialEntries={['/Countdown?run=run-1a2b3c']}>
        <CountdownPage />
      </MemoryRouter>,
    );
    expect(timer()).toBe('01:12:00:00');
    const choice = () => screen.getByRole('combobox', { name: /Count down to|Compter à rebours jusqu’à/ });
    const options = () =>
      within(choice())
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['The launch', 'The end of Hoyan rerun (until 2027-01-05)']);
    expect(screen.getByText('The end of Hoyan rerun: its last day ends at midnight, your time.')).toBeInTheDocument();

    await switchTo('fr');
    expect(choice()).toHaveAccessibleName('Compter à rebours jusqu’à');
    expect(choice()).toHaveValue('run-1a2b3c');
    expect(options()).toEqual(['Le lancement', 'Fin de la période Hoyan rerun (jusqu’au 5 janv. 2027)']);
    expect(document.querySelector('.cd-run')).toHaveTextContent(
      'Fin de la période Hoyan rerun : son dernier jour se termine à minuit, à votre heure.',
    );
    expect(units()).toBe('jour : heures : minute : seconde');
    advance(SECOND);
    expect(timer()).toBe('01:11:59:59');
    expect(units()).toBe('jour : heures : minutes : secondes');

    await switchTo(SOURCE_LANGUAGE);
    expect(options()).toEqual(['The launch', 'The end of Hoyan rerun (until 2027-01-05)']);
    expect(units()).toBe('days : hours : minutes : seconds');
    expect(timer()).toBe('01:11:59:59');
  });

  it('says in French why the link’s date or run is not counted down to', async () => {
    await openIn('fr', DAY, '/Countdown?to=tomorrow&run=run-gone');
    const notes = screen.getAllByRole('note').map((n) => n.textContent);
    expect(notes).toEqual([
      'Cette période ne fait pas partie de vos périodes avec un dernier jour : le compte à rebours affiche donc la ' +
        'date de lancement.',
      'La date du lien n’est pas une date et heure ISO 8601 valide (par exemple 2025-06-05T12:00:00+02:00) : le ' +
        'compte à rebours affiche donc la date de lancement.',
    ]);
    await switchTo(SOURCE_LANGUAGE);
    expect(screen.getAllByRole('note').map((n) => n.textContent)).toEqual([
      'That run is not among your runs with a last day, so the countdown shows the launch date.',
      'The date in the link is not a valid ISO 8601 date-time (for example 2025-06-05T12:00:00+02:00), so the ' +
        'countdown shows the launch date.',
    ]);
  });
});
