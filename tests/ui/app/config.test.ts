import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_META as WRITTEN_AS } from '../../../scripts/site-head';
import { ANALYTICS_META, analyticsUrl } from '../../../src/app/config';

afterEach(() => document.head.querySelectorAll('meta[name]').forEach((m) => m.remove()));

describe('the analytics URL', () => {
  it('is read from the tag the build writes', () => {
    expect(ANALYTICS_META).toBe(WRITTEN_AS);
    const meta = document.createElement('meta');
    meta.name = ANALYTICS_META;
    meta.content = ' https://stats.example.org/tag.js ';
    document.head.append(meta);
    expect(analyticsUrl()).toBe('https://stats.example.org/tag.js');
  });

  it('is empty when the build wrote none, so nothing is loaded', () => {
    expect(analyticsUrl()).toBe('');
  });
});
