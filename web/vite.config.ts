/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const ISOLATED = ['src/lib/__tests__/oidc.test.ts', 'src/app/__tests__/theme-focus-ring.test.tsx'];

// In `vite dev` the gateway (which also serves /config.json) answers the app's calls.
const gateway = process.env.KADRY_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // '@shared/…' is web/src/shared from anywhere in the app (no relative-path ladders).
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  server: {
    // The ability rules live in proto/ and are bundled from there.
    fs: { allow: ['..'] },
    proxy: {
      '/config.json': gateway,
      '/api': gateway,
      '/absences': gateway,
      '/work-times': gateway,
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component tests type and click through dialogs; a loaded 2-core CI machine needs
    // more than the default 5 s for the longest of them.
    testTimeout: 15_000,
    projects: [
      // Files that keep one worker's jsdom and modules: a fresh environment and a fresh import
      // of MUI per file were two thirds of the suite's CPU (docs/toolchain.md "Build and test
      // time"). Each file still cleans up after itself (src/test/setup.ts).
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] } },
      // Files whose subject keeps state in its module (the sign-out in progress) or in the
      // document's style sheets (the theme's focus ring): each gets its own.
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
