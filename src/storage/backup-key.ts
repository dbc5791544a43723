/**
 * The backup record's key, and the keys of the data a backup holds, apart from the record's schema
 * (`backup-record.ts`) and their stores' code: the shell tells a returning browser from a new one, and a write of
 * that data from one of a setting, without loading either.
 */
export const BACKUP_RECORD_KEY = 'backupRecord';

export const SUMMON_COUNT_KEY = 'summonCount';
export const PITY_COUNTERS_KEY = 'pityCounters';
export const SR_COUNTERS_KEY = 'srCounters';
export const TIER_LISTS_KEY = 'tierLists';
export const TEAM_DATA_KEY = 'teamData';

/** The keys whose values a backup holds and whose changes the reminder follows. */
export const BACKED_UP_KEYS: readonly string[] = [
  SUMMON_COUNT_KEY,
  PITY_COUNTERS_KEY,
  SR_COUNTERS_KEY,
  TIER_LISTS_KEY,
  TEAM_DATA_KEY,
];
