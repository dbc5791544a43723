import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryCodecFault } from '../../src/engine/history/codec';
import type { HistoryDamage } from '../../src/engine/history/damage';
import { fileProblemText } from '../../src/storage/error-wording';
import { historyDamageText } from '../../src/storage/history-damage-wording';
import { backToSourceLanguage, NNBSP, switchTo } from '../ui/language';

/**
 * A damaged pull history in a data file, as the engine's replay finds it (typed), worded by the wording module in the
 * language shown: the site's earlier English texts to the letter under As specified, whole sentences in French.
 */

const at = { batch: 2, part: 3 };

const CODEC: Record<HistoryCodecFault['fault'], HistoryCodecFault> = {
  short: { fault: 'short' },
  magic: { fault: 'magic' },
  version: { fault: 'version', version: 9 },
  'banner-code': { fault: 'banner-code', code: 7 },
  reserved: { fault: 'reserved' },
  timestamp: { fault: 'timestamp' },
  length: { fault: 'length', count: 130, body: 36 },
  'off-banner': { fault: 'off-banner', pull: 4, banner: 'perma' },
  'hard-pity': { fault: 'hard-pity', pull: 80 },
  'sr-due': { fault: 'sr-due', pull: 9 },
  featured: { fault: 'featured' },
};

const DAMAGE: Record<string, HistoryDamage> = {
  'roster-twice': { damage: 'roster-twice' },
  overlap: { damage: 'overlap', batch: 2 },
  count: { damage: 'count', batch: 1, says: 4999, holds: 5000 },
  'not-base64': { damage: 'not-base64', at },
  counters: { damage: 'counters', at },
  'other-batch': { damage: 'other-batch', at },
  'part-size': { damage: 'part-size', at, count: 0 },
  chain: { damage: 'chain', at },
  lengths: { damage: 'lengths', at },
  'recorded-range': { damage: 'recorded-range', at },
  'roster-index': { damage: 'roster-index', at, pull: 5, index: 250, roster: 1 },
  'featured-index': { damage: 'roster-index', at: { ...at, featured: true }, pull: 1, index: 200, roster: 61 },
  'unknown-character': { damage: 'unknown-character', id: 'nobody-at-all' },
  'summon-count': { damage: 'summon-count', summonCount: 1200, last: 1300 },
  ...Object.fromEntries(
    Object.entries(CODEC).map(([name, fault]) => [`encoded ${name}`, { damage: 'encoded', at, fault } as const]),
  ),
};

function worded(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DAMAGE).map(([name, history]) => [
      name,
      fileProblemText({ reason: 'damaged', damage: 'history', detail: historyDamageText(history) }),
    ]),
  );
}

const DAMAGED = 'The pull history in this file is damaged';
const PART = `${DAMAGED} (batch 2, part 3`;
const SAME = 'Nothing was changed.';

const AS_SPECIFIED: Record<string, string> = {
  'roster-twice': `This data file is damaged: summons.roster names a character twice. ${SAME}`,
  overlap: `${DAMAGED} (batch 2 overlaps the one before it). ${SAME}`,
  count: `${DAMAGED} (batch 1 says 4,999 pulls but holds 5,000). ${SAME}`,
  'not-base64': `${PART} is not valid base64). ${SAME}`,
  counters: `${PART}: its starting counters are out of range). ${SAME}`,
  'other-batch': `${PART} does not match its batch's banner or time). ${SAME}`,
  'part-size': `${PART} holds 0 pulls). ${SAME}`,
  chain: `${PART} does not continue the counters of the part before). ${SAME}`,
  lengths: `${PART}: its pulls, pity and types differ in length). ${SAME}`,
  'recorded-range': `${PART}: a pity value or type is out of range). ${SAME}`,
  'roster-index': `${PART}, pull 5: roster index 250 is out of range; the file's roster has 1 character). ${SAME}`,
  'featured-index': `${PART}, its featured character, pull 1: roster index 200 is out of range; the file's roster has 61 characters). ${SAME}`,
  'unknown-character': `The pull history in this file names a character this version of the site does not know ("nobody-at-all"). ${SAME}`,
  'summon-count': `This data file is damaged: summons.summonCount (1,200) is lower than the last pull number in its history (1,300). ${SAME}`,
  'encoded short': `${PART}: Corrupt history: shorter than its header). ${SAME}`,
  'encoded magic': `${PART}: Corrupt history: bad magic). ${SAME}`,
  'encoded version': `${PART}: Unsupported history format version 9). ${SAME}`,
  'encoded banner-code': `${PART}: Corrupt history: unknown banner code 7). ${SAME}`,
  'encoded reserved': `${PART}: Corrupt history: bad reserved bytes). ${SAME}`,
  'encoded timestamp': `${PART}: Corrupt history: timestamp is not finite). ${SAME}`,
  'encoded length': `${PART}: Corrupt history: header says 130 pulls, body holds 36). ${SAME}`,
  'encoded off-banner': `${PART}: Corrupt history: pull 4 is not a character the Perma banner gives). ${SAME}`,
  'encoded hard-pity': `${PART}: Corrupt history: pull 80 is not top rarity at hard pity). ${SAME}`,
  'encoded sr-due': `${PART}: Corrupt history: pull 9 is R although SR was guaranteed). ${SAME}`,
  'encoded featured': `${PART}: Corrupt history: the run features no SSR of the roster). ${SAME}`,
};

const ENGLISH: Record<string, string> = {
  ...AS_SPECIFIED,
  'encoded short': `${PART}: it is shorter than its header). ${SAME}`,
  'encoded magic': `${PART}: it does not start as the site's saved pulls do). ${SAME}`,
  'encoded version': `${PART}: it is in history format 9, which this version of the site does not read). ${SAME}`,
  'encoded banner-code': `${PART}: its banner code 7 names no banner). ${SAME}`,
  'encoded reserved': `${PART}: its reserved bytes are not zero). ${SAME}`,
  'encoded timestamp': `${PART}: its time is not a valid time). ${SAME}`,
  'encoded length': `${PART}: its header says 130 pulls, and it holds 36). ${SAME}`,
  'encoded off-banner': `${PART}: pull 4 is a character the Perma banner does not give). ${SAME}`,
  'encoded hard-pity': `${PART}: pull 80 is not of the top rarity although hard pity was reached). ${SAME}`,
  'encoded sr-due': `${PART}: pull 9 is an R although an SR was guaranteed). ${SAME}`,
  'encoded featured': `${PART}: its banner run features no SSR of the roster). ${SAME}`,
};

const FR_DAMAGED = 'L’historique des tirages de ce fichier est endommagé';
const FR_PART = `${FR_DAMAGED} (lot 2, partie 3`;
const FR_SAME = 'Rien n’a été modifié.';

const FRENCH: Record<string, string> = {
  'roster-twice': `Ce fichier de données est endommagé : summons.roster nomme deux fois un personnage. ${FR_SAME}`,
  overlap: `${FR_DAMAGED} (le lot 2 empiète sur le précédent). ${FR_SAME}`,
  count: `${FR_DAMAGED} (le lot 1 annonce 4${NNBSP}999 tirages mais en contient 5${NNBSP}000). ${FR_SAME}`,
  'not-base64': `${FR_PART} : ce n’est pas du base64 valide). ${FR_SAME}`,
  counters: `${FR_PART} : ses compteurs de départ sont hors limites). ${FR_SAME}`,
  'other-batch': `${FR_PART} : sa bannière ou sa date n’est pas celle de son lot). ${FR_SAME}`,
  'part-size': `${FR_PART} : elle contient 0 tirages). ${FR_SAME}`,
  chain: `${FR_PART} : elle ne reprend pas les compteurs de la partie précédente). ${FR_SAME}`,
  lengths: `${FR_PART} : ses tirages, ses pity et ses types n’ont pas la même longueur). ${FR_SAME}`,
  'recorded-range': `${FR_PART} : une valeur ou un type de pity est hors limites). ${FR_SAME}`,
  'roster-index': `${FR_PART}, tirage 5 : l’indice de roster 250 est hors limites ; le roster du fichier compte 1 personnage). ${FR_SAME}`,
  'featured-index': `${FR_PART}, son personnage mis en avant, tirage 1 : l’indice de roster 200 est hors limites ; le roster du fichier compte 61 personnages). ${FR_SAME}`,
  'unknown-character': `L’historique des tirages de ce fichier nomme un personnage que cette version du site ne connaît pas (« nobody-at-all »). ${FR_SAME}`,
  'summon-count': `Ce fichier de données est endommagé : summons.summonCount (1${NNBSP}200) est inférieur au numéro du dernier tirage de son historique (1${NNBSP}300). ${FR_SAME}`,
  'encoded short': `${FR_PART} : il est plus court que son en-tête). ${FR_SAME}`,
  'encoded magic': `${FR_PART} : il ne commence pas comme les tirages enregistrés par le site). ${FR_SAME}`,
  'encoded version': `${FR_PART} : il est au format d’historique 9, que cette version du site ne lit pas). ${FR_SAME}`,
  'encoded banner-code': `${FR_PART} : son code de bannière 7 ne désigne aucune bannière). ${FR_SAME}`,
  'encoded reserved': `${FR_PART} : ses octets réservés ne sont pas nuls). ${FR_SAME}`,
  'encoded timestamp': `${FR_PART} : sa date n’est pas une date valide). ${FR_SAME}`,
  'encoded length': `${FR_PART} : son en-tête annonce 130 tirages, et il en contient 36). ${FR_SAME}`,
  'encoded off-banner': `${FR_PART} : le tirage 4 est un personnage que la bannière Perma ne donne pas). ${FR_SAME}`,
  'encoded hard-pity': `${FR_PART} : le tirage 80 n’est pas de la rareté maximale alors que la hard pity était atteinte). ${FR_SAME}`,
  'encoded sr-due': `${FR_PART} : le tirage 9 est un R alors qu’un SR était garanti). ${FR_SAME}`,
  'encoded featured': `${FR_PART} : sa période de bannière ne met en avant aucun SSR du roster). ${FR_SAME}`,
};

afterEach(backToSourceLanguage);

describe('a damaged pull history, worded in each language', () => {
  it('keeps the texts the site showed before it spoke other languages under As specified', () => {
    expect(worded()).toEqual(AS_SPECIFIED);
  });

  it('says what is wrong with encoded pulls in plain English', async () => {
    await switchTo('en');
    expect(worded()).toEqual(ENGLISH);
  });

  it('says every damage in French, numbers grouped as French groups them', async () => {
    await switchTo('fr');
    expect(worded()).toEqual(FRENCH);
  });
});
