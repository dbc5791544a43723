import { plural, t } from '@lingui/core/macro';
import { BANNER_LABELS } from '../catalogue/banners';
import type { HistoryCodecFault } from '../engine/history/codec';
import type { HistoryDamage, HistoryPart } from '../engine/history/damage';
import { formatCount } from './format';

/** The wording module's words for a data file's damaged pull history (src/storage/error-wording.ts has the rest). */

/**
 * What is wrong with encoded pulls, after "batch 1, part 2:". The specified language keeps the history codec's own
 * words, as the site showed them before it spoke other languages; `pull` counts from 0, as the codec counts.
 */
function codecFaultText(fault: HistoryCodecFault): string {
  switch (fault.fault) {
    case 'short':
      return t`Corrupt history: shorter than its header`;
    case 'magic':
      return t`Corrupt history: bad magic`;
    case 'version': {
      const version = formatCount(fault.version);
      return t`Unsupported history format version ${version}`;
    }
    case 'banner-code': {
      const code = formatCount(fault.code);
      return t`Corrupt history: unknown banner code ${code}`;
    }
    case 'reserved':
      return t`Corrupt history: bad reserved bytes`;
    case 'timestamp':
      return t`Corrupt history: timestamp is not finite`;
    case 'length': {
      const count = formatCount(fault.count);
      const body = formatCount(fault.body);
      return t`Corrupt history: header says ${count} pulls, body holds ${body}`;
    }
    case 'off-banner': {
      const pull = formatCount(fault.pull);
      // The banner's name, as the game writes it in every language.
      const banner = BANNER_LABELS[fault.banner];
      return t`Corrupt history: pull ${pull} is not a character the ${banner} banner gives`;
    }
    case 'hard-pity': {
      const pull = formatCount(fault.pull);
      return t`Corrupt history: pull ${pull} is not top rarity at hard pity`;
    }
    case 'sr-due': {
      const pull = formatCount(fault.pull);
      return t`Corrupt history: pull ${pull} is R although SR was guaranteed`;
    }
    case 'featured':
      return t`Corrupt history: the run features no SSR of the roster`;
  }
}

/**
 * The first damaged part of a file's pull history, in a sentence of the language shown. It reaches the page with the
 * replay's verdict (`wordedCheck` in src/lib/engine-client.ts), which is the only caller: so its words load with the
 * import's code, not with the first screen's.
 */
export function historyDamageText(damage: HistoryDamage): string {
  switch (damage.damage) {
    case 'roster-twice':
      return t`This data file is damaged: summons.roster names a character twice.`;
    case 'overlap': {
      const batch = formatCount(damage.batch);
      return t`The pull history in this file is damaged (batch ${batch} overlaps the one before it).`;
    }
    case 'count': {
      const batch = formatCount(damage.batch);
      const says = formatCount(damage.says);
      const holds = formatCount(damage.holds);
      return t`The pull history in this file is damaged (batch ${batch} says ${says} pulls but holds ${holds}).`;
    }
    case 'unknown-character': {
      const id = damage.id;
      return t`The pull history in this file names a character this version of the site does not know ("${id}").`;
    }
    case 'summon-count': {
      const summonCount = formatCount(damage.summonCount);
      const last = formatCount(damage.last);
      return t`This data file is damaged: summons.summonCount (${summonCount}) is lower than the last pull number in its history (${last}).`;
    }
    default:
      return partDamageText(damage.at, damage);
  }
}

/** Damage found in one part of a batch (`at`). */
function partDamageText(at: HistoryPart, damage: Extract<HistoryDamage, { readonly at: HistoryPart }>): string {
  const batch = formatCount(at.batch);
  const part = formatCount(at.part);
  switch (damage.damage) {
    case 'not-base64':
      return t`The pull history in this file is damaged (batch ${batch}, part ${part} is not valid base64).`;
    case 'encoded': {
      const fault = codecFaultText(damage.fault);
      return t`The pull history in this file is damaged (batch ${batch}, part ${part}: ${fault}).`;
    }
    case 'counters':
      return t`The pull history in this file is damaged (batch ${batch}, part ${part}: its starting counters are out of range).`;
    case 'other-batch':
      return t`The pull history in this file is damaged (batch ${batch}, part ${part} does not match its batch's banner or time).`;
    case 'part-size': {
      const count = formatCount(damage.count);
      return t`The pull history in this file is damaged (batch ${batch}, part ${part} holds ${count} pulls).`;
    }
    case 'chain':
      return t`The pull history in this file is damaged (batch ${batch}, part ${part} does not continue the counters of the part before).`;
    case 'lengths':
      return t`The pull history in this file is damaged (batch ${batch}, part ${part}: its pulls, pity and types differ in length).`;
    case 'recorded-range':
      return t`The pull history in this file is damaged (batch ${batch}, part ${part}: a pity value or type is out of range).`;
    case 'roster-index': {
      const pull = formatCount(damage.pull);
      const index = formatCount(damage.index);
      const roster = damage.roster;
      return at.featured
        ? t`The pull history in this file is damaged (batch ${batch}, part ${part}, its featured character, pull ${pull}: roster index ${index} is out of range; the file's roster has ${plural(roster, { one: '# character', other: '# characters' })}).`
        : t`The pull history in this file is damaged (batch ${batch}, part ${part}, pull ${pull}: roster index ${index} is out of range; the file's roster has ${plural(roster, { one: '# character', other: '# characters' })}).`;
    }
  }
}
