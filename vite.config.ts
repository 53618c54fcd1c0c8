import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.js';
import { API_PREFIXES } from './server/api-paths';

const apiPort = Number(process.env.PORT ?? 8000);

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
