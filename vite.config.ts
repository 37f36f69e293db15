import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { leanWidgetDefinitionsPlugin } from './tools/build/lean-widget-definitions.ts';
import { prepareLayoutsPlugin } from './tools/build/prepare-layouts.ts';
import { precompressPlugin } from './tools/build/precompress.ts';
import { prevalidateConfigPlugin } from './tools/build/prevalidate-config.ts';
import { stripSchemaDescriptionsPlugin } from './tools/build/strip-schema-descriptions.ts';

/** Where `vite build --ssr` writes the server renderer (outside dist/: it is never served). */
export const SSR_OUT_DIR = 'dist-ssr';

/**
 * One build serves every brand: the brand is chosen at run time from the host name. The second
 * build (`--ssr runtime/app/server-entry.tsx`) is the first-view renderer the sandbox runs.
 */
export function viteConfig(isSsrBuild = false): UserConfig {
  return {
    plugins: [
      stripSchemaDescriptionsPlugin(),
      leanWidgetDefinitionsPlugin(),
      prepareLayoutsPlugin(),
      // The client build validated the same files a moment before.
      prevalidateConfigPlugin({ validate: !isSsrBuild }),
      react(),
      ...(isSsrBuild ? [] : [precompressPlugin()]),
    ],
    build: isSsrBuild
      ? { outDir: SSR_OUT_DIR, target: 'node20', sourcemap: false, emptyOutDir: true }
      : { outDir: 'dist', manifest: true, target: 'es2022', sourcemap: false },
    server: { port: 5173 },
  };
}

export default defineConfig(({ isSsrBuild }) => viteConfig(isSsrBuild === true));
