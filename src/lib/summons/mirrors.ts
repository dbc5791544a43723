import type { Rules } from '../../engine/pulls/rules';
import {
  MIRROR_RECORDS,
  readMirrors,
  readSavedCounts,
  writeCountMirrors,
  writeSummonsMirror,
  type MirrorSnapshot,
  type SummonRecord,
} from '../../storage/summon-mirrors';
import type { DecodedChunk } from '../history-reader';
import { recordsFrom } from '../history-chunks';
import type { HistoryReader } from '../history-reader';
import type { CountersByBanner } from './counts';

/**
 * The specification's localStorage keys and cookie (summon count, counters, the newest records), which follow the
 * history. Injected, so the store can be tested (and run) without touching them.
 */
export interface SummonMirrors {
  read(): MirrorSnapshot;
  /** The count and counters alone (cheap: no records), shown while the history loads. */
  readCounts(): { summonCount: number; counters: CountersByBanner };
  writeCounts(summonCount: number, counters: CountersByBanner): void;
  /** Newest first, at most MIRROR_RECORDS. */
  writeRecords(records: readonly SummonRecord[]): void;
}

export const browserMirrors: SummonMirrors = {
  read: readMirrors,
  readCounts: readSavedCounts,
  writeCounts: writeCountMirrors,
  writeRecords: writeSummonsMirror,
};

function sameRecords(a: readonly SummonRecord[] | undefined, b: readonly SummonRecord[]): boolean {
  if (!a || a.length !== b.length) return false;
  return a.every((r, i) => {
    const o = b[i]!;
    return (
      r.pullNumber === o.pullNumber &&
      r.character === o.character &&
      r.banner === o.banner &&
      r.pityCount === o.pityCount &&
      r.pityType === o.pityType &&
      r.timestamp === o.timestamp
    );
  });
}

/** The newest records of the history, as the `summons` key holds them; the history always wins over the key. */
export class MirrorRecords {
  private records: SummonRecord[] = [];

  constructor(private readonly mirrors: SummonMirrors) {}

  clear(): void {
    this.records = [];
  }

  /** After a stored batch: its newest pulls go in front. */
  prepend(rules: Rules, run: { banner: SummonRecord['banner']; timestamp: number; first: number }, tail: DecodedChunk) {
    const fresh = recordsFrom(rules, run, tail, tail.chars.length);
    this.records = [...fresh, ...this.records].slice(0, MIRROR_RECORDS);
    this.mirrors.writeRecords(this.records);
  }

  /** After a cleared history. */
  writeEmpty(): void {
    this.records = [];
    this.mirrors.writeRecords([]);
  }

  /**
   * Rebuilds the records from the history's newest chunks and rewrites the key when it differs. `stillCurrent` says,
   * after the reads, whether the history shown is still the one read: if not, or if a batch meanwhile put newer
   * records in front, this rebuild is dropped.
   */
  async rebuild(rules: Rules, reader: HistoryReader, stillCurrent: () => boolean): Promise<void> {
    const current = this.mirrors.read().summons;
    const records: SummonRecord[] = [];
    for (const chunk of reader.newestChunks()) {
      if (records.length >= MIRROR_RECORDS) break;
      const decoded = await reader.read(chunk);
      if (!decoded) break;
      records.push(...recordsFrom(rules, chunk, decoded, MIRROR_RECORDS - records.length));
    }
    if (!stillCurrent()) return;
    if (this.records.length > 0 && this.records[0]!.pullNumber > (records[0]?.pullNumber ?? 0)) return;
    this.records = records;
    if (!sameRecords(current, records)) this.mirrors.writeRecords(records);
  }
}
