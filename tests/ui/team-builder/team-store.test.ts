import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import {
  limitOf,
  loadTeamData,
  parseTeamData,
  saveTeamData,
  TEAM_KEYS,
  type TeamData,
} from '../../../src/storage/team-store';

function setCookie(value: string) {
  document.cookie = `teamData=${encodeURIComponent(value)}; path=/`;
}

/** Every team full, each with the longest ids in the catalogue: the most any player can store. */
function largestTeamData(): TeamData {
  const longestFirst = [...CHARACTERS].sort((a, b) => b.id.length - a.id.length).map((c) => c.id);
  return Object.fromEntries(TEAM_KEYS.map((key) => [key, longestFirst.slice(0, limitOf(key))]));
}

describe('team store', () => {
  it('has a team key per content-type/mob pair', () => {
    expect(TEAM_KEYS).toEqual([
      'Stuff-Terrormaton',
      'Stuff-Dokidoki',
      'Stuff-Aurora',
      'PVP-AFK',
      'PVP-RTA',
      'Shell-Febian',
      'Shell-Whitney',
    ]);
  });

  it('saves ids to localStorage and to a 30-day strict same-site cookie, and reads them back', () => {
    const data: TeamData = { 'Stuff-Aurora': ['freya', 'mia'], 'PVP-RTA': ['heinrich'] };
    const written = saveTeamData(data);
    expect(localStorage.getItem('teamData')).toBe('{"Stuff-Aurora":["freya","mia"],"PVP-RTA":["heinrich"]}');
    expect(Cookies.get('teamData')).toBe(localStorage.getItem('teamData'));
    expect(written).toContain('; path=/');
    expect(written).toContain('; sameSite=strict');
    const expires = Date.parse(/expires=([^;]+)/.exec(written ?? '')![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    expect(loadTeamData()).toEqual(data);
  });

  it('keeps the cookie for the largest possible team data well under the 4096 bytes browsers allow', () => {
    const largest = largestTeamData();
    expect(Object.values(largest).flat()).toHaveLength(3 * 5 + 4 * 4);
    const written = saveTeamData(largest)!;
    const nameValue = written.split(';')[0]!;
    expect(nameValue.startsWith('teamData=')).toBe(true);
    expect(new TextEncoder().encode(nameValue).length).toBeLessThan(2048);
    localStorage.clear();
    expect(loadTeamData()).toEqual(largest);
  });

  it('prefers localStorage, then the cookie, then nothing', () => {
    saveTeamData({ 'Stuff-Terrormaton': ['freya'] });
    localStorage.setItem('teamData', '{"PVP-AFK":["mia"]}');
    expect(loadTeamData()).toEqual({ 'PVP-AFK': ['mia'] });
    localStorage.removeItem('teamData');
    expect(loadTeamData()).toEqual({ 'Stuff-Terrormaton': ['freya'] });
    Cookies.remove('teamData', { path: '/' });
    expect(loadTeamData()).toEqual({});
  });

  it.each([
    ['malformed JSON', '{"Stuff-Terrormaton": ['],
    ['a list', '["freya"]'],
    ['a string', '"freya"'],
    ['an unknown key', '{"Stuff-Terrormaton":["freya"],"Raid-Boss":["mia"]}'],
    ['a team that is not a list', '{"Stuff-Terrormaton":"freya"}'],
    ['ids that are not strings', '{"Stuff-Terrormaton":[1,2]}'],
    ['a PVP team over its limit of 4', '{"PVP-AFK":["freya","mia","heinrich","rahu","lily"]}'],
    ['a Stuff team over its limit of 5', '{"Stuff-Aurora":["freya","mia","heinrich","rahu","lily","mio"]}'],
  ])('ignores %s in localStorage and falls back to the cookie without touching either', (_name, bad) => {
    localStorage.setItem('teamData', bad);
    localStorage.setItem('summons', '[1]');
    setCookie('{"Shell-Febian":["kloss"]}');
    expect(loadTeamData()).toEqual({ 'Shell-Febian': ['kloss'] });
    expect(localStorage.getItem('teamData')).toBe(bad);
    expect(localStorage.getItem('summons')).toBe('[1]');
  });

  it('ignores a corrupted cookie too, using empty teams', () => {
    localStorage.setItem('teamData', '{oops');
    document.cookie = 'teamData=%E0%A4%A; path=/';
    expect(loadTeamData()).toEqual({});
    setCookie('{"Shell-Febian":{"0":"kloss"}}');
    expect(loadTeamData()).toEqual({});
    expect(localStorage.getItem('teamData')).toBe('{oops');
  });

  it('drops ids no longer in the catalogue and repeated ids, keeping the rest', () => {
    expect(
      parseTeamData({ 'Stuff-Terrormaton': ['freya', 'retired-hero', 'freya', 'mia'], 'PVP-AFK': ['gone'] }),
    ).toEqual({
      'Stuff-Terrormaton': ['freya', 'mia'],
    });
  });
});
