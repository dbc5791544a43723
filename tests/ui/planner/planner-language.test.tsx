import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { waitFor } from '../../support/wait';
import { FakePlanClient, answerWith, fixToday, group, openPlanner } from './support';
import { switchTo, backToSourceLanguage } from '../language';

/** The plan view in each language: the specified texts As specified, every word English, every word French. */

vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  vi.useRealTimers();
  await backToSourceLanguage();
});

/** What the screen says once Freya and Mia are targets and a Monte Carlo answer is in, and with one field wrong. */
async function plannedIn(language: string, names: { onHand: string; perDay: string }) {
  fixToday('2031-02-10');
  await switchTo(language);
  const client = new FakePlanClient();
  const { user } = await openPlanner(client);
  await user.click(screen.getByTestId('add-freya'));
  await user.click(screen.getByTestId('add-mia'));
  await waitFor(() => expect(client.last.request.targets).toHaveLength(2));
  act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.4321, trials: 200_000, half: 0.0123 })));
  const answer = await screen.findByTestId('plan-answer');
  const text = (id: string) => within(answer).getByTestId(id).textContent;
  const seen = {
    headline: answer.querySelector('.plan-headline')?.textContent,
    method: text('answer-method'),
    budget: text('budget'),
    dates: text('date-for'),
    rows: within(within(answer).getByTestId('chance-prefix'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent),
    wrong: [] as (string | null)[],
  };
  // One field wrong, then two: the count of them is a plural.
  await user.type(within(group(names.onHand)).getByLabelText('Hydra Crystals'), 'x');
  seen.wrong.push(screen.getByTestId('plan-status').textContent);
  await user.type(within(group(names.perDay)).getByLabelText('Hydra Crystals'), 'x');
  seen.wrong.push(screen.getByTestId('plan-status').textContent);
  return seen;
}

describe('the plan view in each language', () => {
  it('reads the specified texts As specified, numbers and dates as the site has always written them', async () => {
    const seen = await plannedIn(SOURCE_LANGUAGE, { onHand: 'On hand', perDay: 'Every day' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan my pulls');
    expect(group('Limited counters')).toBeInTheDocument();
    expect(screen.getByLabelText('Weekly reset')).toHaveDisplayValue('Monday');
    expect(seen.headline).toBe('Chance of every target by Mon 3 Mar 2031: 43.21% (41.98%–44.44%)');
    expect(seen.method).toBe('Monte Carlo, 200,000 trials: each chance with its 95% interval.');
    expect(seen.budget).toBe(
      '1,250 Hydra Crystals, 20 Anima Prototypes and 3 Apex Prototypes. Best use of the crystals: 900 for 9 Anima ' +
        'Prototypes and 300 for 1 Apex Prototype, 50 left over. That is 29 pulls on Limited and Perma and 4 pulls on ML.',
    );
    expect(seen.dates).toBe('50% chance byMon 10 Mar 203190% chance bynot within two years');
    expect(seen.rows[0]).toMatch(/^1\. Freya ×1 \(Limited\)/);
    expect(seen.wrong).toEqual([
      'Correct the 1 field marked in red, and the chances follow.',
      'Correct the 2 fields marked in red, and the chances follow.',
    ]);
  });

  it('reads every word in English, with English dates', async () => {
    const seen = await plannedIn('en', { onHand: 'On hand', perDay: 'Every day' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan my pulls');
    expect(document.title).toMatch(/^Plan my pulls/);
    expect(group('Perma counters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my simulator counters' })).toBeInTheDocument();
    expect(seen.headline).toBe('Chance of every target by Mon, Mar 3, 2031: 43.21% (41.98%–44.44%)');
    expect(seen.method).toBe('Monte Carlo, 200,000 trials: each chance with its 95% interval.');
    expect(seen.budget).toContain('1,250 Hydra Crystals');
    expect(seen.budget).toContain('That is 29 pulls on Limited and Perma and 4 pulls on ML.');
    expect(seen.dates).toBe('50% chance byMon, Mar 10, 203190% chance bynot within two years');
    expect(seen.wrong[1]).toBe('Correct the 2 fields marked in red, and the chances follow.');
    expect(screen.queryByText(/Probabilité|Compteurs|Planifier|tirages/)).toBeNull();
  });

  it('reads every word in French, game words kept, with French plurals, numbers and dates', async () => {
    const seen = await plannedIn('fr', { onHand: 'En réserve', perDay: 'Chaque jour' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Planifier mes tirages');
    expect(document.title).toMatch(/^Planifier mes tirages/);
    expect(group('Compteurs Limited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Combien de tirages' })).toBeInTheDocument();
    expect(screen.getByLabelText('Réinitialisation hebdomadaire')).toHaveDisplayValue('Lundi');
    expect(screen.getByRole('button', { name: 'Utiliser mes compteurs du simulateur' })).toBeInTheDocument();
    // Intl's French: a comma for decimals, a narrow no-break space between thousands, a no-break space before "%".
    expect(seen.headline).toBe(
      'Probabilité d’obtenir toutes les cibles d’ici le lun. 3 mars 2031 : 43,21\u00a0% (41,98\u00a0%–44,44\u00a0%)',
    );
    expect(seen.method).toBe('Monte Carlo, 200\u202f000 essais : chaque probabilité avec son intervalle à 95 %.');
    expect(seen.budget).toBe(
      '1\u202f250 Hydra Crystals, 20 Anima Prototypes et 3 Apex Prototypes. Meilleur usage des Hydra Crystals : 900 ' +
        'pour 9 Anima Prototypes et 300 pour 1 Apex Prototype, avec 50 de reste. Soit 29 tirages sur Limited et ' +
        'Perma et 4 tirages sur ML.',
    );
    expect(seen.dates).toBe('50 % de chances d’ici lelun. 10 mars 203190 % de chances d’ici lepas d’ici deux ans');
    expect(seen.rows[0]).toMatch(/^1\. Freya ×1 \(Limited\)/);
    expect(seen.wrong).toEqual([
      'Corrigez le champ marqué en rouge, et les probabilités suivront.',
      'Corrigez les 2 champs marqués en rouge, et les probabilités suivront.',
    ]);
    expect(within(group('En réserve')).getByLabelText('Hydra Crystals')).toHaveAccessibleDescription(
      'Saisissez uniquement des chiffres, comme 1200.',
    );
  });
});
