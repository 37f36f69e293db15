import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './tools/build/precompress.ts';
import { prevalidateConfigPlugin } from './tools/build/prevalidate-config.ts';
import { stripSchemaDescriptionsPlugin } from './tools/build/strip-schema-descriptions.ts';

// One build serves every brand: the brand is chosen at run time from the host name.
export default defineConfig({
  plugins: [stripSchemaDescriptionsPlugin(), prevalidateConfigPlugin(), react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173 },
});
