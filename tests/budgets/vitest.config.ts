import { defineConfig } from 'vitest/config';

// Tests on the build output (run after `npm run build`).
export default defineConfig({
  test: { include: ['tests/budgets/**/*.test.ts'], environment: 'node' },
});
