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

/**
 * Whether a value of a tree read from stored JSON holds something a player made: a number other than 0 (a format's
 * `version` apart), or an array holding anything but objects that hold nothing. Names and labels alone hold nothing.
 */
function holdsMade(value: unknown): boolean {
  if (typeof value === 'number') return value !== 0;
  if (Array.isArray(value)) return value.some((item) => typeof item !== 'object' || item === null || holdsMade(item));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key !== 'version' && holdsMade(item));
  }
  return false;
}

/**
 * Whether a stored value of a backed-up key holds something a player would miss. What a screen writes as it first
 * opens holds nothing: zero counts and counters, no pulls, a tier list or teams with no character placed. A value
 * that is not JSON is taken to hold something, so a doubt never hides a change.
 */
export function holdsPlayerData(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    return holdsMade(JSON.parse(raw));
  } catch {
    return true;
  }
}
