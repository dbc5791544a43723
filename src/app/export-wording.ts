import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { countPhrases } from '../lib/data-file/count-wording';
import { listing } from '../storage/format';

/** What an export wrote: the facts its line is worded from, wherever it is shown (the data dialog, the reminder). */
export interface Exported {
  readonly fileName: string;
  readonly pulls: number;
  /** Stored pulls that could not be read, so are not in the file. */
  readonly skipped: number;
  readonly tierLists: number;
  readonly teams: number;
  readonly plans: number;
}

/** The export's line, in the language shown when it is called: a screen calls it as it renders. */
export function exportedText(i18n: I18n, exported: Exported): string {
  const { fileName, skipped } = exported;
  const counts = listing(countPhrases(i18n, exported));
  const done = i18n._(msg`Exported ${counts} to ${fileName}.`);
  if (skipped === 0) return done;
  const left = i18n._(
    msg`${plural(skipped, {
      one: '# stored pull could not be read and was left out.',
      other: '# stored pulls could not be read and were left out.',
    })}`,
  );
  return `${done} ${left}`;
}
