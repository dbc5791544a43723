import { describeError, fileProblemText } from '../../storage/error-wording';
import { SiteError, StorageWriteError } from '../../storage/errors';
import { DATA_VERSION, MAX_IMPORT_MEGABYTES } from './format';

/**
 * The data file's refusals as texts, for whatever compares them (tests). The wording module makes them, exactly as
 * it words the refusals themselves, so each sentence is written in one place; each is worded when read, in the
 * language shown then.
 */
export const MESSAGES = {
  get tooLarge() {
    return fileProblemText({ reason: 'too-large', limitMegabytes: MAX_IMPORT_MEGABYTES });
  },
  get unreadable() {
    return fileProblemText({ reason: 'unreadable' });
  },
  get notJson() {
    return fileProblemText({ reason: 'not-json' });
  },
  get foreign() {
    return fileProblemText({ reason: 'foreign' });
  },
  newer: (version: number) => fileProblemText({ reason: 'newer', version, reads: DATA_VERSION }),
  // A SiteError is never a cancellation, so it always has words.
  get noSimulator() {
    return describeError(new SiteError('simulator-unavailable'), 'read-file')!;
  },
  get notSaved() {
    return describeError(new StorageWriteError('local'), 'import')!;
  },
} as const;
