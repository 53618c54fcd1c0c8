import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.js';
import { API_PREFIXES } from './server/api-paths';

const apiPort = Number(process.env.PORT ?? 8000);

export default defineConfig({
  plugins: [react(), precompress()],
  // Maps are written for whoever debugs a build, but the bundles do not point at them and the server never sends them.
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
