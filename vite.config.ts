import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One build serves every brand: the brand is chosen at run time from the host name.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173 },
});
