import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Same alias as tsconfig.base.json's paths (docs/decisions/0019); inline projects do not inherit the root's resolve.
const resolve = { alias: { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['server/src/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Integration tests share the machine's PostgreSQL and OCR pool; run files one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
