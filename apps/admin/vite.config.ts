import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API the dev server forwards to (the Fastify server on port 3100, see scripts/dev.mjs). */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3100';

/** The back office: its own bundle, served by the API server under /admin/. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5174,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: { target: 'es2022', reportCompressedSize: true },
});
