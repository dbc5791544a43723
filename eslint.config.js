import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way: engine <- workers <- lib <- features <- app.
 * Imports are relative, so each layer's rule is a pattern over the import text.
 */
function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const NOT_OUTSIDE_ENGINE = {
  regex: '^\\.\\./',
  message: 'The engine is pure: it imports nothing outside src/engine.',
};
const NO_OTHER_FEATURE = {
  regex: '^\\.\\./(?!\\.)',
  message: 'Features never import each other: move shared pieces down into components/, storage/ or catalogue/.',
};
const NO_WORKERS = {
  regex: '(^|/)workers/',
  message: 'Only src/lib creates and talks to workers.',
};
const NO_FEATURES_OR_APP = {
  regex: '^\\.\\./(features|app)(/|$)',
  message: 'Shared layers never import features or the app shell.',
};
const ZOD_THROUGH_SCHEMA = {
  regex: '^zod(/|$)',
  message: "Import z from src/storage/schema.ts: it turns off Zod's eval-based compiler, which the CSP forbids.",
};
const WORKERS_ADAPT_ENGINE_ONLY = {
  regex: '^\\.\\./src/(app|features|components|lib|storage)/',
  message: 'Workers adapt the engine only.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'coverage', '.tmp', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Node-run configuration files.
  { files: ['*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, never raw HTML.' },
      ],
    },
  },
  { files: ['src/engine/**/*.ts'], rules: restrict(NOT_OUTSIDE_ENGINE) },
  { files: ['workers/**/*.ts'], rules: restrict(WORKERS_ADAPT_ENGINE_ONLY) },
  { files: ['src/features/*/**/*.{ts,tsx}'], rules: restrict(NO_OTHER_FEATURE, NO_WORKERS, ZOD_THROUGH_SCHEMA) },
  {
    files: ['src/{catalogue,storage,components}/**/*.{ts,tsx}'],
    rules: restrict(NO_FEATURES_OR_APP, NO_WORKERS, ZOD_THROUGH_SCHEMA),
  },
  { files: ['src/lib/**/*.ts'], rules: restrict(NO_FEATURES_OR_APP, ZOD_THROUGH_SCHEMA) },
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: restrict(NO_WORKERS, ZOD_THROUGH_SCHEMA) },
  { files: ['src/storage/schema.ts'], rules: restrict(NO_FEATURES_OR_APP, NO_WORKERS) },
);
