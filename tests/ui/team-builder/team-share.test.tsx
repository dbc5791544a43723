import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeShare, parseShare } from '../../../src/features/team-builder/team-share';
import { parseTeamsFile, teamsToFileText } from '../../../src/features/team-builder/team-file';
import { addButton, openTeamBuilder, pressed, pressedIn, teamNames } from './support';

// Whole-app renders with 64 characters take seconds on a busy machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no object URLs; the export test installs its own and they are removed again here.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('share links', () => {
  it('encodes and parses a team', () => {
    expect(encodeShare({ key: 'PVP-RTA', ids: ['freya', 'mia'] })).toBe('PVP-RTA:freya,mia');
    expect(parseShare('PVP-RTA:freya,mia')).toEqual({ key: 'PVP-RTA', ids: ['freya', 'mia'] });
  });

  it.each([
    ['an unknown mob', 'PVP-Arena:freya'],
    ['an unknown character', 'PVP-RTA:freya,ghost'],
    ['a repeated character', 'PVP-RTA:freya,freya'],
    ['too many for a PVP team', 'PVP-RTA:freya,mia,rahu,lily,mio'],
    ['too many for a Stuff team', 'Stuff-Aurora:freya,mia,rahu,lily,mio,kloss'],
    ['no team at all', 'PVP-RTA:'],
    ['markup', 'PVP-RTA:<img src=x>'],
    ['garbage', '%%%'],
  ])('refuses %s', (_name, text) => {
    expect(parseShare(text)).toBeUndefined();
  });

  it('round-trips: Share team gives a link that opens the same team for that mob elsewhere', async () => {
    const first = await openTeamBuilder();
    await first.user.click(pressed('Shell', 'Type de contenu'));
    await first.user.click(pressed('Whitney', 'Mob'));
    for (const name of ['Kloss', 'Heinrich', 'Rin']) {
      await first.user.click(addButton(`Add ${name}`));
    }
    await first.user.click(screen.getByRole('button', { name: 'Share team' }));
    const field = screen.getByRole('textbox', { name: 'Share link' });
    const link = (field as HTMLInputElement).value;
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(link).toBe('http://localhost:3000/teammaker?share=Shell-Whitney%3Akloss%2Cheinrich%2Crin');
    first.unmount();

    // Someone else, with their own team for that mob.
    localStorage.clear();
    Cookies.remove('teamData', { path: '/' });
    localStorage.setItem('teamData', '{"Shell-Whitney":["mia"],"PVP-AFK":["lily"]}');
    const url = new URL(link);
    const second = await openTeamBuilder(url.pathname + url.search);
    const notice = screen.getByTestId('shared-team');
    expect(within(notice).getByRole('heading')).toHaveTextContent('Shared team for Shell · Whitney');
    expect(
      within(notice)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Kloss', 'Heinrich', 'Rin']);
    expect(notice).toHaveTextContent('Loading it replaces your current Shell · Whitney team (1 character).');
    expect(pressedIn('Type de contenu')).toEqual(['Shell']);
    expect(pressedIn('Mob')).toEqual(['Whitney']);
    expect(teamNames()).toEqual(['Mia']);
    expect(second.router.state.location.search).toBe('');

    await second.user.click(within(notice).getByRole('button', { name: 'Load shared team' }));
    expect(screen.queryByTestId('shared-team')).not.toBeInTheDocument();
    expect(teamNames()).toEqual(['Kloss', 'Heinrich', 'Rin']);
    expect(JSON.parse(localStorage.getItem('teamData')!)).toEqual({
      'PVP-AFK': ['lily'],
      'Shell-Whitney': ['kloss', 'heinrich', 'rin'],
    });
    expect(Cookies.get('teamData')).toBe(localStorage.getItem('teamData'));
  });

  it('still shows the link when the clipboard refuses it', async () => {
    const { user } = await openTeamBuilder();
    await user.click(addButton('Add Freya'));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share team' }));
    expect(await screen.findByText('Copy this link to share the team.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      'http://localhost:3000/teammaker?share=Stuff-Terrormaton%3Afreya',
    );
  });

  it('cannot share an empty team, and hides a link that no longer matches the team', async () => {
    const { user } = await openTeamBuilder();
    expect(screen.getByRole('button', { name: 'Share team' })).toBeDisabled();
    await user.click(addButton('Add Freya'));
    await user.click(screen.getByRole('button', { name: 'Share team' }));
    expect(screen.getByRole('textbox', { name: 'Share link' })).toBeInTheDocument();
    await user.click(addButton('Add Mia'));
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('dismissing a shared team changes nothing', async () => {
    localStorage.setItem('teamData', '{"PVP-RTA":["mia"]}');
    const { user } = await openTeamBuilder('/teammaker?share=PVP-RTA%3Afreya');
    await user.click(within(screen.getByTestId('shared-team')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('shared-team')).not.toBeInTheDocument();
    expect(teamNames()).toEqual(['Mia']);
    expect(localStorage.getItem('teamData')).toBe('{"PVP-RTA":["mia"]}');
  });

  it('refuses a tampered link with an alert, changing nothing, and drops it from the address', async () => {
    localStorage.setItem('teamData', '{"Stuff-Terrormaton":["mia"]}');
    const { user, router } = await openTeamBuilder('/teammaker?share=PVP-RTA%3Afreya%2Cghost');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This share link is invalid or has been altered, so no team was loaded.');
    expect(screen.queryByTestId('shared-team')).not.toBeInTheDocument();
    expect(pressedIn('Type de contenu')).toEqual(['Stuff']);
    expect(teamNames()).toEqual(['Mia']);
    expect(localStorage.getItem('teamData')).toBe('{"Stuff-Terrormaton":["mia"]}');
    expect(router.state.location.search).toBe('');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('export and import', () => {
  it('round-trips the file format and refuses foreign JSON', () => {
    const text = teamsToFileText({ 'Stuff-Aurora': ['freya'], 'PVP-AFK': ['mia', 'lily'] });
    expect(JSON.parse(text)).toEqual({
      format: 'etheria-restart-teams',
      version: 1,
      teams: { 'Stuff-Aurora': ['freya'], 'PVP-AFK': ['mia', 'lily'] },
    });
    expect(parseTeamsFile(text)).toEqual({ 'Stuff-Aurora': ['freya'], 'PVP-AFK': ['mia', 'lily'] });
    expect(parseTeamsFile('{"Stuff-Aurora":["freya"]}')).toBeUndefined();
    expect(parseTeamsFile('{"format":"etheria-restart-teams","version":2,"teams":{}}')).toBeUndefined();
    expect(parseTeamsFile('{"format":"etheria-restart-teams","version":1,"teams":{"Boss":[]}}')).toBeUndefined();
    expect(parseTeamsFile('not json')).toBeUndefined();
  });

  it('Export teams downloads teams.json holding every team', async () => {
    const { user } = await openTeamBuilder();
    await user.click(addButton('Add Freya'));
    await user.click(pressed('PVP', 'Type de contenu'));
    await user.click(addButton('Add Mia'));

    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:teams';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Export teams' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('teams.json');
    expect(clicked[0]!.href).toBe('blob:teams');
    expect(parseTeamsFile(await blob!.text())).toEqual({ 'Stuff-Terrormaton': ['freya'], 'PVP-AFK': ['mia'] });
  });

  it('Import teams asks first, then replaces every team', async () => {
    localStorage.setItem('teamData', '{"Stuff-Terrormaton":["mia"],"Shell-Febian":["kloss"]}');
    const { user } = await openTeamBuilder();
    const text = teamsToFileText({ 'Stuff-Terrormaton': ['freya', 'rahu'], 'PVP-RTA': ['lily'] });
    await user.upload(
      screen.getByLabelText('Import teams'),
      new File([text], 'teams.json', { type: 'application/json' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Import teams' });
    expect(dialog).toHaveTextContent(
      'teams.json holds 2 teams (3 characters). Importing replaces every team saved here.',
    );
    expect(teamNames()).toEqual(['Mia']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(teamNames()).toEqual(['Mia']);

    await user.upload(
      screen.getByLabelText('Import teams'),
      new File([text], 'teams.json', { type: 'application/json' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace my teams' }));
    expect(teamNames()).toEqual(['Freya', 'Rahu']);
    expect(screen.getByText('Imported 2 teams from teams.json.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('teamData')!)).toEqual({
      'Stuff-Terrormaton': ['freya', 'rahu'],
      'PVP-RTA': ['lily'],
    });
    expect(Cookies.get('teamData')).toBe(localStorage.getItem('teamData'));
  });

  it.each([
    ['malformed JSON', '{"format": "etheria-restart-teams", '],
    ['foreign JSON', '{"tiers":{"S":["freya"]}}'],
    ['an over-full team', '{"format":"etheria-restart-teams","version":1,"teams":{"PVP-AFK":["a","b","c","d","e"]}}'],
  ])('shows a clear message for %s and changes nothing', async (_name, text) => {
    localStorage.setItem('teamData', '{"Stuff-Terrormaton":["mia"]}');
    const { user } = await openTeamBuilder();
    await user.upload(
      screen.getByLabelText('Import teams'),
      new File([text], 'mine.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'mine.json is not a teams file exported from this site. Nothing was changed.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(teamNames()).toEqual(['Mia']);
    expect(localStorage.getItem('teamData')).toBe('{"Stuff-Terrormaton":["mia"]}');
  });
});
