import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const BOUNDARY = {
  core: 'analysis, extraction and ocr are pure: no fastify, no server/src/modules, no server/src/adapters (docs/decisions/0019).',
  module: "Use another module through its public file, '../<module>' (its index.ts), not its inner files (docs/decisions/0019).",
  web: 'The web app imports no server code; move what both need to shared/src (docs/decisions/0019).',
  stage:
    'A reader stage imports only earlier stages: locale <- page <- tokens <- grid <- kind <- names <- readers <- assemble (docs/decisions/0052).',
  shared: 'Shared code imports neither server nor web code (docs/decisions/0019).',
  sharedPath: "Import shared code as '@shared/<file>', not by a relative path (docs/decisions/0019).",
  zod: "Code the browser loads builds its schemas with 'zod/mini'; classic 'zod' would put all of zod in the bundle (docs/decisions/0022).",
};
const CLASSIC_ZOD = { regex: '^zod(/v3|/v4|/v4/classic)?$', message: BOUNDARY.zod };
// Every block below repeats this pattern: a later block's options replace an earlier one's for the same file.
const SHARED_BY_PATH = { regex: '(^|/)shared/src(/|$)', message: BOUNDARY.sharedPath };
const CORE_PATTERNS = [
  { group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'], message: BOUNDARY.core },
  { regex: '(^|/)(modules|adapters)(/|$)', message: BOUNDARY.core },
];
// The reader's stages in import order: a stage may import the ones before it, never one after it.
const READER_STAGES = ['locale', 'page', 'tokens', 'grid', 'kind', 'names', 'readers', 'table', 'verify', 'assemble'];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, SHARED_BY_PATH] }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'bench/results',
      'bench/corpus/out',
      'bench/.scratch',
      '.dev',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Boundaries (docs/decisions/0019). Flat config replaces a rule's options per file rather than merging them,
  // so each folder below gets its whole list and the folders do not overlap.
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: restrict() },
  {
    // The pure core (reading and analysis) knows nothing of HTTP, the app's modules or the outside world.
    files: ['server/src/analysis/**/*.ts', 'server/src/extraction/**/*.ts', 'server/src/ocr/**/*.ts'],
    rules: restrict(...CORE_PATTERNS),
  },
  // The reader's stages (docs/decisions/0052): each folder imports only the stages before it. Each block carries the
  // core's patterns too, since a later block replaces an earlier one's for the same files.
  ...READER_STAGES.map((stage, i) => ({
    files: [`server/src/extraction/${stage}/**/*.ts`],
    // A stage's tests may read a page through the whole reader (its cases are pages, not stage outputs).
    ignores: ['**/*.test.ts'],
    rules: restrict(
      ...CORE_PATTERNS,
      ...READER_STAGES.slice(i + 1).map((later) => ({
        regex: `(^|/)${later}/`,
        message: `${BOUNDARY.stage} '${stage}' comes before '${later}'.`,
      })),
    ),
  })),
  {
    // The reader stays readable (issue 46): no file over 400 lines, no function over 100, every line counted as
    // `wc -l` counts it. Exempt: tests, and the vocabulary, a data table (locale/vocab.ts).
    files: ['server/src/extraction/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/extraction/locale/vocab.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // A module reaches another only through that module's index.ts, its public surface.
    files: ['server/src/modules/**/*.ts'],
    rules: restrict(
      { regex: '^\\.\\./[^./][^/]*/', message: BOUNDARY.module },
      { regex: '(^|/)modules/[^/]+/', message: BOUNDARY.module },
    ),
  },
  {
    // The browser bundle must not pull in server code; what both sides need lives in shared/src.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrict({ regex: '(^|/)server(/|$)', message: BOUNDARY.web }, CLASSIC_ZOD),
  },
  {
    // Shared code is imported by both sides, so it imports neither.
    files: ['shared/src/**/*.ts'],
    rules: restrict({ regex: '(^|/)(server|web)(/|$)', message: BOUNDARY.shared }, CLASSIC_ZOD),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
