import eslint from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The layers, lowest first: each may import from those before it, never from those after it.
 * `files` are the layer's files (`src/…` except for i18n); `names` are the
 * folder names an import path of a lower layer must not go through.
 */
const layers = [
  {
    files: ['i18n/**'],
    names: ['src', 'data', 'lib', 'behaviour', 'components', 'layouts', 'pages'],
  },
  { files: ['src/data/**'], names: ['lib', 'behaviour', 'components', 'layouts', 'pages'] },
  { files: ['src/lib/**'], names: ['behaviour', 'components', 'layouts', 'pages'] },
  { files: ['src/behaviour/**'], names: ['components', 'layouts', 'pages'] },
  { files: ['src/components/**'], names: ['layouts', 'pages'] },
  { files: ['src/layouts/**'], names: ['pages'] },
];

/** One `no-restricted-imports` rule per layer: an import back up the layers is an error. */
const oneDirection = layers.map(({ files, names }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${names.join('|')})/`,
            message: `Dependencies run i18n → data → lib → behaviour → components → layouts → pages: this layer imports nothing from ${names.join(', ')}.`,
          },
        ],
      },
    ],
  },
}));

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-bare/',
      'dist-operator/',
      'dist-operator-bare/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.wrangler/',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...oneDirection,
);
