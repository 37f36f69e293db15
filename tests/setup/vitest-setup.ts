// Shared set-up of the unit tests: each test starts from a clean DOM.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
