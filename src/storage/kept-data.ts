import { BACKUP_RECORD_KEY } from './backup-record';
import { DB_NAME, STORE_NAMES } from './history-db-schema';
import { PENDING_BATCH_KEY, PENDING_BATCH_SET_ASIDE_KEY } from './pending-batch';
import { PULL_PLANS_KEY, UNREADABLE_PULL_PLANS_KEY } from './plan-store';
import {
  PITY_COUNTERS_KEY,
  SR_COUNTERS_KEY,
  SUMMON_COUNT_COOKIE,
  SUMMON_COUNT_KEY,
  SUMMONS_KEY,
} from './summon-mirrors';
import { OWNED_KEY, UNREADABLE_OWNED_KEY } from './owned-store';
import { REAL_COUNTERS_KEY, UNREADABLE_REAL_COUNTERS_KEY } from './real-counters-store';
import { BANNER_RUNS_KEY, UNREADABLE_BANNER_RUNS_KEY } from './runs-store';
import { PULL_REVEAL_KEY, SELECTED_BANNER_KEY, SELECTED_LIMITED_RUN_KEY } from './summon-settings';
import { TEAM_COOKIE, TEAM_DATA_KEY } from './team-store';
import { LANGUAGE_KEY } from './language-store';
import { THEME_KEY } from './theme-store';
import { TIER_LISTS_KEY, UNREADABLE_TIER_LISTS_KEY } from './tier-list-store';

/**
 * Everything the site keeps in the browser, in one list, and what a backup (the data file of `Export my data`) does
 * with each: carries it ('in-file'), rebuilds it on import from what it carries ('rebuilt': mirrors and copies), or
 * leaves it out, for the reason given ('left-out'). Every storage module declares its localStorage keys and cookies
 * as `*_KEY` / `*_COOKIE` constants. Tests hold the code and the export to this list: a key, cookie or object store
 * not listed here fails, and the data file's round trip holds each listed one to what the list says.
 */

export type KeptIn = 'localStorage' | 'cookie' | 'indexeddb';

export interface KeptData {
  readonly in: KeptIn;
  /** The key, the cookie's name, or `database/object store`. */
  readonly name: string;
  readonly backup: 'in-file' | 'rebuilt' | 'left-out';
  /** Where the file holds it, what it is rebuilt from, or why it is left out. */
  readonly why: string;
}

const mirror = (name: string, what: string): KeptData => ({
  in: 'localStorage',
  name,
  backup: 'rebuilt',
  why: `${what}, rewritten from the pull history after an import`,
});

export const KEPT_DATA: readonly KeptData[] = [
  ...STORE_NAMES.map((store): KeptData => ({
    in: 'indexeddb',
    name: `${DB_NAME}/${store}`,
    backup: 'in-file',
    why: 'the pull history: `summons` (batches with their pulls, summon count, counters, roster)',
  })),
  { in: 'localStorage', name: TIER_LISTS_KEY, backup: 'in-file', why: "the file's `tierLists`" },
  { in: 'localStorage', name: TEAM_DATA_KEY, backup: 'in-file', why: "the file's `teams`" },
  { in: 'cookie', name: TEAM_COOKIE, backup: 'rebuilt', why: 'a copy of the teams, written with them' },
  { in: 'localStorage', name: THEME_KEY, backup: 'in-file', why: "the file's `theme`" },
  {
    in: 'localStorage',
    name: LANGUAGE_KEY,
    backup: 'in-file',
    why: "the file's `language`, named when it is not the default",
  },
  { in: 'localStorage', name: PULL_PLANS_KEY, backup: 'in-file', why: "the file's `plans` (the pull planner's plans)" },
  { in: 'localStorage', name: OWNED_KEY, backup: 'in-file', why: "the file's `owned`" },
  { in: 'localStorage', name: REAL_COUNTERS_KEY, backup: 'in-file', why: "the file's `realCounters`" },
  { in: 'localStorage', name: BANNER_RUNS_KEY, backup: 'in-file', why: "the file's `runs` (the player's banner runs)" },
  mirror(PITY_COUNTERS_KEY, "the counters' pity values"),
  mirror(SR_COUNTERS_KEY, "the counters' SR values"),
  mirror(SUMMON_COUNT_KEY, 'the summon count'),
  mirror(SUMMONS_KEY, 'the newest pulls'),
  {
    in: 'cookie',
    name: SUMMON_COUNT_COOKIE,
    backup: 'rebuilt',
    why: 'the summon count, rewritten from the pull history after an import',
  },
  {
    in: 'localStorage',
    name: SELECTED_BANNER_KEY,
    backup: 'left-out',
    why: 'where the Summon screen was left (which banner it shows), not something the player made',
  },
  {
    in: 'localStorage',
    name: SELECTED_LIMITED_RUN_KEY,
    backup: 'left-out',
    why: 'which Limited run the Summon screen pulls on, like the banner it shows; the runs themselves are in the file',
  },
  {
    in: 'localStorage',
    name: PENDING_BATCH_KEY,
    backup: 'left-out',
    why: 'a batch on screen whose save had not finished, stored into the history by the next write or visit',
  },
  {
    in: 'localStorage',
    name: PENDING_BATCH_SET_ASIDE_KEY,
    backup: 'left-out',
    why: 'such a batch drawn by other rules, kept as it was instead of drawn again into other pulls',
  },
  {
    in: 'localStorage',
    name: PULL_REVEAL_KEY,
    backup: 'left-out',
    why: "how this browser shows new pulls (the Summon screen's reveal), a preference of the device, not the player's data",
  },
  {
    in: 'localStorage',
    name: BACKUP_RECORD_KEY,
    backup: 'left-out',
    why: "when this browser last exported and reminded the player to: about this browser's copy, not the data itself",
  },
  {
    in: 'localStorage',
    name: UNREADABLE_TIER_LISTS_KEY,
    backup: 'left-out',
    why: 'a damaged value set aside so it is not overwritten; nothing in it can be read as tier lists',
  },
  {
    in: 'localStorage',
    name: UNREADABLE_PULL_PLANS_KEY,
    backup: 'left-out',
    why: 'a damaged value set aside so it is not overwritten; nothing in it can be read as plans',
  },
  {
    in: 'localStorage',
    name: UNREADABLE_OWNED_KEY,
    backup: 'left-out',
    why: 'a damaged value set aside so it is not overwritten; nothing in it can be read as owned characters',
  },
  {
    in: 'localStorage',
    name: UNREADABLE_REAL_COUNTERS_KEY,
    backup: 'left-out',
    why: 'a damaged value set aside so it is not overwritten; nothing in it can be read as real counters',
  },
  {
    in: 'localStorage',
    name: UNREADABLE_BANNER_RUNS_KEY,
    backup: 'left-out',
    why: 'a damaged value set aside so it is not overwritten; nothing in it can be read as banner runs',
  },
];
