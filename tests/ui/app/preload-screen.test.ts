import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreen } from '../../../src/app/router';

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadScreen', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it("asks at once for the picture the team builder's first paint waits for, in any letter case", () => {
    preloadScreen('/TeamMaker/');
    expect(imagePreloads()).toEqual(['/mobIllus/Stuff/Terrormaton.svg']);
  });

  it('asks for no image on a screen whose first paint waits for none, nor on an unknown path', () => {
    preloadScreen('/characters');
    preloadScreen('/');
    preloadScreen('/no-such-screen');
    expect(imagePreloads()).toEqual([]);
  });
});
