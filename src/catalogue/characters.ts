/**
 * The roster: the one place a character is declared. Adding a character is one
 * `entry(...)` line here plus, optionally, real art (see the README).
 *
 * Order matters only for display; stored pull history refers to characters by
 * id through the roster table saved beside it, so entries may be inserted
 * anywhere.
 */

import { RARITY_IDS } from '../engine/types';

export const RARITIES = RARITY_IDS;
export type Rarity = (typeof RARITIES)[number];

export const ELEMENTS = ['red', 'green', 'blue', 'yellow', 'violet'] as const;
export type Element = (typeof ELEMENTS)[number];

export const ROLES = ['support', 'dps', 'debuff', 'sustain'] as const;
export type Role = (typeof ROLES)[number];

export interface Character {
  /** Stable identifier, kebab-case; never reused for another character. */
  readonly id: string;
  readonly name: string;
  /** The rarity, which is also the art folder. */
  readonly rarity: Rarity;
  readonly element: Element;
  readonly roles: readonly Role[];
  readonly tags: readonly string[];
  /** Image file name inside `characters/{rarity}/`. */
  readonly image: string;
  /** False for characters no banner can produce. */
  readonly pullable: boolean;
  /** The Limited banner's featured top-rarity character (exactly one). */
  readonly featuredLimited: boolean;
  /** The six 'LD' SRs: weighted 2.25% on Limited/Perma, the ML banner's SR pool, listed first. */
  readonly limitedSr: boolean;
}

interface Flags {
  pullable?: boolean;
  featuredLimited?: boolean;
  limitedSr?: boolean;
  image?: string;
}

function entry(
  id: string,
  name: string,
  rarity: Rarity,
  element: Element,
  roles: Role[],
  tags: string[],
  flags: Flags = {},
): Character {
  return {
    id,
    name,
    rarity,
    element,
    roles,
    tags,
    image: flags.image ?? `${id}.png`,
    pullable: flags.pullable ?? true,
    featuredLimited: flags.featuredLimited ?? false,
    limitedSr: flags.limitedSr ?? false,
  };
}

export const CHARACTERS: readonly Character[] = [
  entry('heinrich', 'Heinrich', 'ml', 'violet', ['dps', 'debuff'], ['dps', 'debuff', 'dispel']),
  entry('dokidoki', 'Dokidoki', 'ml', 'yellow', ['support'], ['buff', 'speed', 'cooldown', 'cleanse', 'advance']),
  entry('massiah', 'Massiah', 'ml', 'yellow', ['dps'], ['dps', 'debuff']),
  entry('lily', 'Lily', 'ml', 'violet', ['support'], ['buff', 'follow up', 'delay', 'speed', 'advance']),
  entry('sania-withered', 'Sania withered', 'ml', 'violet', ['dps'], ['dot', 'windup']),
  entry('mio', 'Mio', 'ml', 'yellow', ['support'], ['cc', 'delay', 'advance']),
  entry('yeli', 'Yeli', 'ml', 'yellow', ['dps'], ['buff steal', 'debuff']),
  entry('liliam', 'Liliam', 'ml', 'violet', ['dps'], ['cc', 'shield ignore']),
  entry('celince', 'Celince', 'ssr', 'blue', ['debuff'], ['debuff', 'buff', 'sustain']),
  entry('xiada', 'Xiada', 'ssr', 'blue', ['dps'], ['buff steal', 'debuff', 'dps']),
  entry('helkid', 'Helkid', 'ssr', 'red', ['debuff', 'sustain', 'dps'], ['debuff', 'cc', 'dps']),
  entry('beyontin', 'Beyontin', 'ssr', 'red', ['support'], ['revive', 'buff', 'advance', 'cooldown']),
  entry('khloros', 'Khloros', 'ssr', 'red', ['debuff'], ['debuff']),
  entry('borgne', 'Borgne', 'ssr', 'blue', ['dps'], ['dispel', 'dps']),
  entry('kloss', 'Kloss', 'ssr', 'green', ['debuff'], ['debuff', 'delay', 'advance', 'windup']),
  entry('freya', 'Freya', 'ssr', 'green', ['support'], ['debuff', 'buff', 'advance', 'delay', 'sustain'], {
    featuredLimited: true,
  }),
  entry('mia', 'Mia', 'ssr', 'red', ['support'], ['dispel', 'cleanse', 'buff', 'cooldown', 'delay']),
  entry('lilith', 'Lilith', 'ssr', 'green', ['debuff'], ['delay', 'cc']),
  entry('rahu', 'Rahu', 'ssr', 'green', ['dps'], ['debuff', 'buff', 'cleanse', 'follow up', 'windup', 'dps']),
  entry('lingluo', 'Lingluo', 'ssr', 'blue', ['support'], ['cleanse', 'buff']),
  entry('rilmocha', 'Rilmocha', 'ssr', 'green', ['dps'], ['delay', 'cc', 'dps']),
  entry('tiamat', 'Tiamat', 'ssr', 'blue', ['dps', 'sustain'], ['sustain', 'taunt', 'windup', 'dps']),
  entry('rosa', 'Rosa', 'ssr', 'blue', ['dps'], ['follow up', 'delay', 'buff', 'debuff', 'dps']),
  entry('veronica', 'Veronica', 'ssr', 'red', ['debuff'], ['debuff', 'sustain', 'cheat death']),
  entry('tsukiyomi', 'Tsukiyomi', 'ssr', 'blue', ['support'], ['advance', 'debuff', 'buff', 'speed', 'cooldown']),
  entry('hoyan', 'Hoyan', 'ssr', 'green', ['dps'], ['revive', 'anti heal', 'dps'], { pullable: false }),
  entry('holden', 'Holden', 'ssr', 'red', ['dps', 'debuff'], ['delay', 'dps', 'dispel', 'debuff']),
  entry('fuqiu', 'Fuqiu', 'ssr', 'green', ['support', 'sustain'], ['heal', 'advance', 'speed']),
  entry('nahor', 'Nahor', 'ssr', 'blue', ['debuff'], ['debuff', 'cc']),
  entry('lian', 'Lian', 'ssr', 'red', ['dps'], ['delay', 'dps'], { pullable: false }),
  entry('marvell', 'Marvell', 'sr', 'yellow', ['debuff'], ['delay', 'debuff'], { limitedSr: true }),
  entry('valerian', 'Valerian', 'sr', 'yellow', ['support'], ['cc', 'buff', 'cheat death'], { limitedSr: true }),
  entry('cachi-guard', 'Cachi guard', 'sr', 'violet', ['debuff'], ['delay', 'debuff', 'buff'], { limitedSr: true }),
  entry('dorothy', 'Dorothy', 'sr', 'yellow', ['support'], ['cleanse', 'buff'], { limitedSr: true }),
  entry('victor', 'Victor', 'sr', 'violet', ['dps'], ['dps'], { limitedSr: true }),
  entry('diting', 'Diting', 'sr', 'violet', ['dps'], ['debuff', 'follow up', 'dps'], { limitedSr: true }),
  entry('kazami', 'Kazami', 'sr', 'red', ['debuff'], ['dispel', 'delay', 'speed', 'cooldown']),
  entry('fangus', 'Fangus', 'sr', 'red', ['dps'], ['follow up', 'dot', 'delay', 'dps']),
  entry('oboro', 'Oboro', 'sr', 'blue', ['debuff'], ['debuff', 'dot', 'delay']),
  entry('gray', 'Gray', 'sr', 'green', ['dps', 'support', 'debuff'], ['buff', 'debuff', 'dps']),
  entry('rc-77', 'Rc-77', 'sr', 'blue', ['debuff'], ['debuff', 'delay', 'cc']),
  entry('kazuyo', 'Kazuyo', 'sr', 'green', ['debuff'], ['debuff', 'cc', 'delay']),
  entry('sania', 'Sania', 'sr', 'green', ['support'], ['cleanse', 'revive', 'buff']),
  entry('kraken', 'Kraken', 'sr', 'blue', ['debuff'], ['debuff', 'cc', 'delay']),
  entry('tsutomu', 'Tsutomu', 'sr', 'green', ['dps'], ['dispel', 'dps']),
  entry('obol', 'Obol', 'sr', 'blue', ['debuff'], ['dot', 'cc', 'dispel']),
  entry('rin-unbowed', 'Rin unbowed', 'sr', 'blue', ['dps'], ['delay', 'dps']),
  entry('chiaki', 'Chiaki', 'sr', 'red', ['sustain'], ['buff']),
  entry('rin', 'Rin', 'sr', 'red', ['sustain'], ['debuff', 'buff', 'taunt']),
  entry('chiaki-echo', 'Chiaki echo', 'sr', 'green', ['support'], ['buff', 'cleanse', 'advance']),
  entry('turandot', 'Turandot', 'sr', 'red', ['support'], ['delay', 'dispel', 'buff']),
  entry('dinah', 'Dinah', 'sr', 'red', ['debuff'], ['debuff', 'delay', 'advance']),
  entry('viper', 'Viper', 'sr', 'blue', ['debuff'], ['debuff', 'counter', 'buff', 'dispel', 'delay']),
  entry(
    'dorothy-wisher',
    'Dorothy wisher',
    'sr',
    'red',
    ['support'],
    ['advance', 'buff', 'sustain', 'delay', 'cooldown'],
  ),
  entry('yang', 'Yang', 'sr', 'blue', ['support'], ['advance', 'buff', 'dispel']),
  entry('mizuki-makoto', 'Mizuki Makoto', 'sr', 'green', ['dps'], ['dispel', 'buff', 'anti heal']),
  entry('nilu', 'Nilu', 'sr', 'violet', ['support'], ['advance', 'debuff', 'heal', 'speed']),
  entry('andrew-blue', 'Andrew blue', 'r', 'blue', ['dps'], ['debuff', 'dps']),
  entry('no41', 'No41', 'r', 'yellow', ['support'], ['debuff', 'sustain', 'advance']),
  entry('andrew-red', 'Andrew red', 'r', 'yellow', ['dps'], ['taunt', 'debuff', 'windup', 'dps']),
  entry('sybil', 'Sybil', 'r', 'blue', ['dps'], ['debuff', 'dps']),
  entry('asshu', 'Asshu', 'r', 'green', ['debuff'], ['dot', 'debuff']),
  entry('vice', 'Vice', 'r', 'yellow', ['sustain'], ['taunt', 'debuff']),
  entry('cachi', 'Cachi', 'r', 'red', ['support'], ['cc', 'buff', 'advance', 'delay', 'cooldown']),
];
