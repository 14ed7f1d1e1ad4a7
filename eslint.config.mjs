import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import noImportCycle from './eslint-rules/no-import-cycle.mjs';
import noServerCodeInClient from './eslint-rules/no-server-code-in-client.mjs';
import oneTextRun from './eslint-rules/one-text-run.mjs';

/** The portal's own rules (eslint-rules/). */
const portal = {
  rules: { 'one-text-run': oneTextRun, 'no-server-code-in-client': noServerCodeInClient, 'no-import-cycle': noImportCycle },
};
const SOURCE = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}', 'instrumentation*.ts'];

/** Imports point down, app/ → components/ → hooks/ → lib/. */
const DOWN = 'Imports point down: app/ → components/ → hooks/ → lib/.';
const LAYERS = {
  basePath: import.meta.dirname,
  zones: [
    { target: ['./hooks', './lib'], from: './components', message: DOWN },
    { target: ['./hooks', './lib'], from: './app', message: DOWN },
    { target: './lib', from: './hooks', message: DOWN },
    { target: './components', from: './app', message: DOWN },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      'bench/bare/.next/**',
      'bench/bare/next-env.d.ts',
      // tests/unit/lint-config.test.ts's examples, broken on purpose, while that test runs beside `eslint .`
      '**/lint-example-*/**',
    ],
  },
  { plugins: { portal } },
  {
    rules: {
      // Images come straight from the backend's image host with w and q; Next's optimiser is not used.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The shape of the house (docs/architecture.md): imports point down the layers, no module imports
    // one that imports it back (types too), and client code never imports lib/server/
    // (tests/unit/lint-config.test.ts shows each failing).
    files: SOURCE,
    rules: {
      'import/no-restricted-paths': ['error', LAYERS],
      'portal/no-import-cycle': 'error',
      'portal/no-server-code-in-client': 'error',
    },
  },
  {
    // Text a page translator cannot break.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: { 'portal/one-text-run': 'error' },
  },
];

export default config;
