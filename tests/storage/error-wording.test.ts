import { describe, expect, it } from 'vitest';
import {
  changesNotSaved,
  historyNotSaved,
  importNotSaved,
  newerVersionSaved,
  pullsNotSaved,
  describeError,
  unsavedBatchDropped,
} from '../../src/storage/error-wording';
import {
  BadFileError,
  ConflictError,
  SiteError,
  StorageFullError,
  StorageWriteError,
  abortError,
  kindOf,
} from '../../src/storage/errors';
import { NEWER_VERSION_SAVED, unsavedBatchDropped as droppedForSpecs } from '../e2e/wording';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('error kinds', () => {
  it('tells a full storage apart however deeply it is wrapped', () => {
    expect(kindOf(quota())).toBe('storage-full');
    expect(kindOf(new StorageWriteError('history', quota()))).toBe('storage-full');
    expect(kindOf(new Error('outer', { cause: new Error('inner', { cause: quota() }) }))).toBe('storage-full');
    expect(kindOf(new StorageFullError())).toBe('storage-full');
  });

  it('knows a cancellation, and calls anything unknown an engine failure', () => {
    expect(kindOf(abortError())).toBe('aborted');
    expect(kindOf(new TypeError('x is undefined'))).toBe('engine-failed');
    expect(kindOf('a string')).toBe('engine-failed');
  });
});

describe('the wording of failures', () => {
  it('says what a full storage means for each action', () => {
    expect(describeError(quota(), 'pull')).toBe(pullsNotSaved());
    expect(describeError(new StorageFullError(), 'change')).toBe(changesNotSaved());
    expect(describeError(new StorageWriteError('local', quota()), 'import')).toBe(importNotSaved());
    expect(pullsNotSaved()).toMatch(/storage is full, so these pulls were not saved\. Everything saved before/);
  });

  it('never words from the message: an error mentioning the browser or another tab is still an engine failure', () => {
    const sneaky = new Error('Your browser broke because another tab did something');
    expect(describeError(sneaky, 'pull')).toBe(
      'The simulator stopped unexpectedly. Nothing was changed; please try again.',
    );
    expect(describeError(new SiteError('conflict', { detail: 'anything at all' }), 'change')).toBe(
      describeError(new ConflictError(), 'change'),
    );
  });

  it('words a conflict for a batch and for any other change', () => {
    expect(describeError(new ConflictError(), 'pull')).toMatch(
      /^Another tab changed your history while this batch ran/,
    );
    expect(describeError(new ConflictError(), 'import')).toBe(
      'Another tab saved pulls at the same moment, so this change was not saved. Please try again.',
    );
  });

  it('stays quiet for a cancellation and for refusals the screen already shows', () => {
    expect(describeError(abortError(), 'pull')).toBeNull();
    expect(describeError(new SiteError('busy'), 'pull')).toBeNull();
    expect(describeError(new SiteError('simulator-unavailable'), 'change')).toBeNull();
    expect(describeError(new SiteError('busy'), 'import')).toMatch(/A batch of pulls is running/);
  });

  it('words failed writes by what was being saved', () => {
    expect(describeError(new StorageWriteError('history'), 'pull')).toBe(
      'Your browser could not save these pulls. Nothing was changed.',
    );
    expect(describeError(new StorageWriteError('history'), 'import')).toBe(
      'Your browser could not save the imported pull history. Nothing was changed.',
    );
    expect(describeError(new StorageWriteError('local'), 'import')).toBe(
      'Your browser could not save the imported data. Nothing was changed.',
    );
  });

  it('prefixes every export failure, and words each file problem', () => {
    expect(describeError(new SiteError('changed-meanwhile'), 'export')).toBe(
      'Your data could not be exported: Your pull history changed while it was being exported. Please export again.',
    );
    expect(describeError(new BadFileError({ reason: 'newer', version: 3, reads: 1 }), 'read-file')).toMatch(
      /newer version of the site \(data format 3; this version reads format 1\).*Nothing was changed\.$/,
    );
    expect(describeError(new BadFileError({ reason: 'too-large', limitMegabytes: 256 }), 'read-file')).toMatch(
      /the limit is 256 MB/,
    );
    expect(describeError(new SiteError('storage-unavailable'), 'start')).toBe(historyNotSaved());
  });

  it('words each way a batch and the banner run it names disagree, naming the batch', () => {
    const faults = ['unknown-character', 'not-ssr', 'other-run', 'older-file'] as const;
    const texts = faults.map((fault) =>
      describeError(new BadFileError({ reason: 'run-batch', batch: 4, fault }), 'read-file')!,
    );
    expect(new Set(texts).size).toBe(faults.length);
    for (const text of texts) expect(text).toMatch(/batch 4\b.*Nothing was changed\.$/);
    // Only a character this version does not know is worth a reload; the others are damage no build writes.
    expect(texts.filter((text) => text.includes('Reload the page'))).toEqual([texts[0]]);
    expect(texts.slice(1).every((text) => text.startsWith('This data file is damaged: '))).toBe(true);
  });
});

describe('the texts the end-to-end specs look for', () => {
  it('are the wording module’s own, in As specified', () => {
    expect(NEWER_VERSION_SAVED).toBe(newerVersionSaved());
    for (const pulls of [1, 10, 2000]) expect(droppedForSpecs(pulls)).toBe(unsavedBatchDropped(pulls));
  });
});
