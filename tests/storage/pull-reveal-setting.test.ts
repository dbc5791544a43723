import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissStorageFull, storageFullAlert } from '../../src/storage/storage-full';
import { PULL_REVEAL_KEY, loadPullReveal, parsePullReveal, savePullReveal } from '../../src/storage/summon-settings';
import { ODD_TEXTS, PROTO_TEXTS } from './hostile-values';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the pull reveal setting', () => {
  it('is on when nothing is saved, and reads back what was saved', () => {
    expect(localStorage.getItem(PULL_REVEAL_KEY)).toBeNull();
    expect(loadPullReveal()).toBe(true);
    savePullReveal(false);
    expect(localStorage.getItem('pullReveal')).toBe('false');
    expect(loadPullReveal()).toBe(false);
    savePullReveal(true);
    expect(localStorage.getItem('pullReveal')).toBe('true');
    expect(loadPullReveal()).toBe(true);
  });

  it('reads any other value as on, and leaves it as it was', () => {
    for (const text of [...ODD_TEXTS, ...PROTO_TEXTS, 'FALSE', ' false', 'off', '0', 'no']) {
      expect([text, parsePullReveal(text)]).toEqual([text, true]);
      localStorage.setItem(PULL_REVEAL_KEY, text);
      expect(loadPullReveal()).toBe(true);
      expect(localStorage.getItem(PULL_REVEAL_KEY)).toBe(text);
    }
  });

  it('says so when the browser has no room for it', () => {
    dismissStorageFull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    savePullReveal(false);
    expect(storageFullAlert()).not.toBeNull();
    dismissStorageFull();
    vi.restoreAllMocks();
    expect(loadPullReveal()).toBe(true);
  });
});
