import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetKeptOpen } from '../../src/components/use-kept-open';
import { WAIT_TIMEOUT } from '../support/wait';

// The suite's one wait timeout, the same as vi.waitFor's through tests/support/wait.ts.
configure({ asyncUtilTimeout: WAIT_TIMEOUT });

afterEach(() => {
  cleanup();
  forgetKeptOpen();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
