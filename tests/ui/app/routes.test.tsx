import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { IMPORT_SCREENS_TIMEOUT, importAllScreens } from '../screens';

const SCREENS: Array<[string, string, string]> = [
  ['/characters', 'screen-gallery', 'Characters'],
  ['/Characters', 'screen-gallery', 'Characters'],
  ['/summons', 'screen-summons', 'Summon'],
  ['/Summons', 'screen-summons', 'Summon'],
  ['/mysummons', 'screen-my-summons', 'My pulls'],
  ['/MySummons', 'screen-my-summons', 'My pulls'],
  ['/tierMaker', 'screen-tier-list', 'TierMaker'],
  ['/tiermaker', 'screen-tier-list', 'TierMaker'],
  ['/TierMaker', 'screen-tier-list', 'TierMaker'],
  ['/teammaker', 'screen-team-builder', 'TeamMaker'],
  ['/TeamMaker', 'screen-team-builder', 'TeamMaker'],
  ['/Countdown', 'screen-countdown', 'Countdown'],
  ['/countdown', 'screen-countdown', 'Countdown'],
  ['/HowMuchTo', 'screen-how-much-to', 'How Much To'],
  ['/howmuchto', 'screen-how-much-to', 'How Much To'],
  // How Much To's plan view has no link of its own: How Much To's shows as current.
  ['/HowMuchTo/plan', 'screen-plan', 'How Much To'],
  ['/howmuchto/PLAN', 'screen-plan', 'How Much To'],
  // So has the banner runs screen: Summon's shows as current.
  ['/summons/runs', 'screen-runs', 'Summon'],
  ['/Summons/Runs', 'screen-runs', 'Summon'],
];

describe('routes', () => {
  beforeAll(importAllScreens, IMPORT_SCREENS_TIMEOUT);

  it.each(SCREENS)('%s shows its screen and highlights its nav link', async (path, testId, navLabel) => {
    renderApp(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    const active = screen.getByRole('link', { name: navLabel });
    expect(active).toHaveClass('active');
    expect(active).toHaveAttribute('aria-current', 'page');
    const others = screen.getAllByRole('link').filter((l) => l.classList.contains('nav-link') && l !== active);
    for (const link of others) expect(link).not.toHaveClass('active');
  });

  it('redirects / to /characters, replacing the history entry', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByTestId('screen-gallery')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/characters');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/nope', '/characters/extra', '/summon', '/HowMuchTo/other'])('shows the 404 text on %s', async (path) => {
    renderApp(path);
    expect(await screen.findByText('404 - Page not found')).toBeInTheDocument();
  });

  it('lists the nav links in the specified order', async () => {
    renderApp('/characters');
    await screen.findByTestId('screen-gallery');
    const labels = screen
      .getAllByRole('link')
      .filter((l) => l.classList.contains('nav-link'))
      .map((l) => l.textContent);
    expect(labels).toEqual(['Characters', 'Summon', 'My pulls', 'TierMaker', 'TeamMaker', 'Countdown', 'How Much To']);
  });

  it('opens the donation link in a new tab without leaking the opener', async () => {
    renderApp('/characters');
    const donate = await screen.findByRole('link', { name: /donate/i });
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
    expect(donate.getAttribute('href')).toMatch(/^https:\/\//);
  });
});
