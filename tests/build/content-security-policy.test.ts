import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('content security policy', () => {
  it('allows only the site itself without analytics: no inline script, no eval', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|'unsafe-eval'|https?:/);
  });

  it('allows no data: or blob: URL in any directive, with or without analytics', () => {
    // The PNG exports paint on a canvas and save through downloads, which no directive governs (csp-flows.spec.ts).
    for (const analyticsUrl of [undefined, 'https://stats.example.org/tag.js']) {
      for (const [name, sources] of directives(contentSecurityPolicy(analyticsUrl))) {
        expect(
          sources.filter((source) => /^(data|blob):/.test(source)),
          name,
        ).toEqual([]);
      }
    }
  });

  it("adds the analytics script's origin to scripts, connections and images only", () => {
    const policy = directives(contentSecurityPolicy('https://stats.example.org/tag.js?id=1'));
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://stats.example.org']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('refuses a build with an analytics URL that is not an http(s) URL', () => {
    expect(() => contentSecurityPolicy('not a url')).toThrow('VITE_ANALYTICS_URL is not a valid URL: not a url');
    expect(() => contentSecurityPolicy('javascript:alert(1)')).toThrow('must be an http(s) URL');
  });
});
