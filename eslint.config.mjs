import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import oneTextRun from './eslint-rules/one-text-run.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts', 'bench/bare/.next/**', 'bench/bare/next-env.d.ts'],
  },
  {
    rules: {
      // Images come straight from the backend's image host with w and q; Next's optimiser is not used.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The portal's own rules (eslint-rules/): text a page translator cannot break.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    plugins: { portal: { rules: { 'one-text-run': oneTextRun } } },
    rules: { 'portal/one-text-run': 'error' },
  },
];

export default config;
