import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { viteConfig } from './vite.config.ts';

const include = [
  'app/**/*.test.{ts,tsx}',
  'runtime/**/*.test.{ts,tsx}',
  'widgets/**/*.test.{ts,tsx}',
  'schemas/**/*.test.ts',
  'brands/**/*.test.ts',
  'tools/**/*.test.ts',
  'server/**/*.test.ts',
];

// Most test files share one module graph per worker, which halves the suite's time (each file no
// longer loads React, Testing Library, Fastify and the runtime anew). A file that replaces modules
// or globals (vi.mock, vi.doMock, vi.resetModules, vi.stubGlobal), or that says it needs fresh
// module state with a `@vitest-isolate` comment, runs in a module graph of its own as before.
const needsFreshModules = /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|@vitest-isolate/;
const isolated = ['app', 'runtime', 'widgets', 'schemas', 'brands', 'tools', 'server']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) => needsFreshModules.test(readFileSync(file, 'utf8')));

export default mergeConfig(
  viteConfig(),
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['tests/setup/vitest-setup.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
      // The sandbox servers the tests build start their in-memory databases from one migrated
      // copy (tools/sandbox/db/database.ts): 0.6 s each instead of 2.4 s.
      env: { SANDBOX_COPY_MEMORY_DATABASES: '1' },
      // One worker per core. Vitest's default leaves one core to its main process, which on a
      // 2-core machine ran the suite in one worker: 379 s, against 198 s with two.
      maxWorkers: availableParallelism(),
      projects: [
        { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
        { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
      ],
    },
  }),
);
