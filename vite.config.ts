import { relative } from 'node:path';
import { defineConfig, searchForWorkspaceRoot, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { leanWidgetDefinitionsPlugin } from './tools/build/lean-widget-definitions.ts';
import { prepareLayoutsPlugin } from './tools/build/prepare-layouts.ts';
import { precompressPlugin } from './tools/build/precompress.ts';
import { firstViewChunks } from './tools/build/first-view-chunks.ts';
import { ENTRY_FILE_PREFIX, preloadDependencies } from './tools/build/preload-dependencies.ts';
import { prevalidateConfigPlugin } from './tools/build/prevalidate-config.ts';
import { stripSchemaDescriptionsPlugin } from './tools/build/strip-schema-descriptions.ts';
import { brandsDir } from './server/site/brands-dir.ts';

/** Where `vite build --ssr` writes the server renderer (outside dist/: it is never served). */
export const SSR_OUT_DIR = 'dist-ssr';

/**
 * One build serves every brand: the brand is chosen at run time from the host name. The second
 * build (`--ssr app/server-entry.tsx`) is the first-view renderer the sandbox runs.
 */
export function viteConfig(isSsrBuild = false): UserConfig {
  const brands = brandsDir();
  const brandsOutside = relative(process.cwd(), brands).startsWith('..');
  const preload = preloadDependencies();
  const firstView = firstViewChunks(brands);
  return {
    // The brands the bundle is built with (`import.meta.glob('@brands/...')`): brands/, or
    // $CROUPIER_BRANDS_DIR, the folder the server reads them from.
    resolve: { alias: { '@brands': brands } },
    plugins: [
      stripSchemaDescriptionsPlugin(),
      leanWidgetDefinitionsPlugin(),
      prepareLayoutsPlugin(),
      // The client build validated the same files a moment before.
      prevalidateConfigPlugin({ validate: !isSsrBuild }),
      react(),
      ...(isSsrBuild ? [] : [precompressPlugin(), preload.plugin, firstView.plugin]),
    ],
    build: isSsrBuild
      ? { outDir: SSR_OUT_DIR, target: 'node20', sourcemap: false, emptyOutDir: true }
      : {
          outDir: 'dist',
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          modulePreload: { resolveDependencies: preload.resolveDependencies },
          rolldownOptions: {
            output: {
              // Chunk and asset names carry 7 characters of hash, not the default 8 (7 is the least
              // the bundler takes for this many chunks): the app's code names ~160 of them in its
              // imports and its list of chunk dependencies, and random characters do not compress
              // (270 bytes gzip of lobby JS).
              entryFileNames: `${ENTRY_FILE_PREFIX}[hash].js`,
              chunkFileNames: 'assets/[name]-[hash:7].js',
              assetFileNames: 'assets/[name]-[hash:7][extname]',
              // The first view's widget code in two chunks, not dozens (first-view-chunks.ts).
              codeSplitting: { groups: firstView.groups },
            },
          },
        },
    server: {
      port: 5173,
      ...(brandsOutside ? { fs: { allow: [searchForWorkspaceRoot(process.cwd()), brands] } } : {}),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => viteConfig(isSsrBuild === true));
