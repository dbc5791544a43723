import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetKeptOpen } from '../../src/components/use-kept-open';

// Screens load lazily; on a busy two-core machine the first import can take seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  forgetKeptOpen();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
