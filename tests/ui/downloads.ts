import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has neither object URLs nor downloads: from each test's start, every Blob the site hands to a download link
 * is kept in the returned list (emptied before each test), which is what the player would get as a file.
 */
export function captureDownloads(): Blob[] {
  const downloads: Blob[] = [];
  beforeEach(() => {
    downloads.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        downloads.push(blob);
        return `blob:test/${downloads.length}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return downloads;
}
