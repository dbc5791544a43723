import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['gallery', 'summons', 'my-summons', 'tier-list', 'team-builder', 'countdown', 'how-much-to'];

/**
 * Dependencies point one way: engine <- workers <- lib <- features <- app.
 * Features never import each other; only src/lib creates workers.
 */
const boundaryZones = [
  {
    target: './src/engine',
    from: [
      './src/app',
      './src/features',
      './src/components',
      './src/lib',
      './src/storage',
      './src/catalogue',
      './workers',
    ],
    message: 'The engine is pure: it imports nothing outside src/engine.',
  },
  {
    target: './workers',
    from: ['./src/app', './src/features', './src/components', './src/lib', './src/storage'],
    message: 'Workers adapt the engine only.',
  },
  { target: './src', from: './workers', except: [], message: 'Only src/lib/engine-client.ts talks to workers.' },
  {
    target: ['./src/catalogue', './src/storage', './src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import features or the app shell.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move shared pieces down into components/, storage/ or catalogue/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.tmp', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, never raw HTML.' },
      ],
    },
  },
  {
    files: ['src/lib/engine-client.ts', 'src/lib/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones.filter((z) => z.target !== './src') }] },
  },
);
