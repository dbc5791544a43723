import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { WAIT_TIMEOUT } from '../support/wait';
import { freshFile } from './fresh-file';

// The suite's one wait timeout, the same as vi.waitFor's through tests/support/wait.ts.
configure({ asyncUtilTimeout: WAIT_TIMEOUT });

// The ui project's files share a worker, a page and the test libraries (vite.config.ts): each starts as if alone.
freshFile();
vi.resetModules();
const { forgetKeptOpen } = await import('../../src/components/use-kept-open');
await import('../support/source-language');
// Long lists render whole at once here: tests read a screen's lists as soon as it renders. Their steps are tested in
// tests/ui/components/items-in-steps.test.tsx.
const { renderListsInSteps } = await import('../../src/components/items-in-steps');
renderListsInSteps(false);

afterEach(() => {
  cleanup();
  forgetKeptOpen();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom has no 2D canvas: answer as a browser without one does, instead of logging that it is not implemented.
HTMLCanvasElement.prototype.getContext = () => null;
