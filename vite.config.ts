import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.js';

const apiPort = Number(process.env.PORT ?? 8000);
/** Path prefixes the API server answers; everything else is the SPA. */
export const apiPrefixes = ['/api', '/auth', '/survey', '/competency'];

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
