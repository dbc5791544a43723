import { describeError, fileProblemText } from '../../storage/error-wording';
import { SiteError, StorageWriteError } from '../../storage/errors';
import { DATA_VERSION, MAX_IMPORT_MEGABYTES } from './format';

/**
 * The data file's refusals as texts, for whatever compares them (tests). The wording module makes them, exactly as
 * it words the refusals themselves, so each sentence is written in one place.
 */
export const MESSAGES = {
  tooLarge: fileProblemText({ reason: 'too-large', limitMegabytes: MAX_IMPORT_MEGABYTES }),
  unreadable: fileProblemText({ reason: 'unreadable' }),
  notJson: fileProblemText({ reason: 'not-json' }),
  foreign: fileProblemText({ reason: 'foreign' }),
  newer: (version: number) => fileProblemText({ reason: 'newer', version, reads: DATA_VERSION }),
  // A SiteError is never a cancellation, so it always has words.
  noSimulator: describeError(new SiteError('simulator-unavailable'), 'read-file')!,
  notSaved: describeError(new StorageWriteError('local'), 'import')!,
} as const;
