import { defineConfig, mergeConfig } from 'vitest/config';
import { viteConfig } from './vite.config.ts';

export default mergeConfig(
  viteConfig(),
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: [
        'runtime/**/*.test.{ts,tsx}',
        'widgets/**/*.test.{ts,tsx}',
        'schemas/**/*.test.ts',
        'brands/**/*.test.ts',
        'tools/**/*.test.ts',
        'server/**/*.test.ts',
      ],
      setupFiles: ['tests/setup/vitest-setup.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
    },
  }),
);
