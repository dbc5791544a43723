import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way: engine <- workers <- lib <- features <- app, and the site never imports the benches,
 * build scripts or tests built on it. The layer rules below are zones of import/no-restricted-paths, so they hold on
 * the path an import resolves to, however it is spelled; they and the cycle rule cover src, workers, bench and
 * scripts.
 */
const root = import.meta.dirname;

/** Every folder under src/features, so a new feature is covered without touching this file. */
const FEATURES = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const SHARED = ['src/catalogue', 'src/storage', 'src/i18n', 'src/components'];
const APP = ['src/app', 'src/main.tsx'];

const ZONES = [
  {
    target: 'src/engine',
    from: '.',
    except: ['./src/engine'],
    message: 'The engine is pure: it imports nothing outside src/engine.',
  },
  {
    target: 'workers',
    from: ['src/app', 'src/main.tsx', 'src/features', 'src/components', 'src/lib', 'src/storage', 'src/i18n'],
    message: 'Workers adapt the engine only.',
  },
  {
    target: ['src', 'workers'],
    from: ['bench', 'scripts', 'tests'],
    message: 'The site never imports its benches, scripts or tests.',
  },
  {
    target: 'scripts',
    from: ['bench', 'tests'],
    message: 'Build scripts never import benches or tests.',
  },
  {
    target: ['src/app', 'src/main.tsx', 'src/features', ...SHARED],
    from: 'workers',
    message: 'Only src/lib creates and talks to workers.',
  },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move shared pieces down into components/, storage/ or catalogue/.',
  })),
  {
    target: 'src/features',
    from: APP,
    message: 'Features never import the app shell.',
  },
  {
    target: 'src/i18n',
    from: ['src/components', 'src/lib'],
    message: 'The language setting sits below the components and src/lib, which read their words through it.',
  },
  {
    target: ['src/storage', 'src/catalogue'],
    from: ['src/components', 'src/lib', 'src/i18n'],
    message: 'Stored data and the catalogue sit below the components and src/lib: move what both need down here.',
  },
  {
    target: [...SHARED, 'src/lib'],
    from: ['src/features', ...APP],
    message: 'Shared layers and src/lib never import features or the app shell.',
  },
];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/**
 * Vite reads a query after a module path (`./x.ts?worker`, `./x?url`, `./x.svg?raw`) and loads the file before it.
 * The resolver tries each extension after the whole text (`./x?worker.ts`), so both spellings map back to the file.
 */
function withoutQuery(file) {
  const query = file.indexOf('?');
  if (query < 0) return file;
  const appended = EXTENSIONS.find((extension) => file.endsWith(extension) && file.length - extension.length > query);
  return file.slice(0, query) + (appended ?? '');
}

function isFileIgnoringQuery(file) {
  const stats = statSync(withoutQuery(file), { throwIfNoEntry: false });
  return stats !== undefined && (stats.isFile() || stats.isFIFO());
}

/**
 * Resolves imports as Vite does, so query-suffixed imports fall inside the zones rather than passing as unresolved.
 * The resolver runs `realpathSync` over what it found unless symlinks are preserved; here that step only drops the
 * query (paths are otherwise kept as written, as with preserved symlinks).
 */
const NODE_RESOLVER = {
  extensions: EXTENSIONS,
  isFile: isFileIgnoringQuery,
  preserveSymlinks: false,
  realpathSync: withoutQuery,
};

const ZOD_THROUGH_SCHEMA = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^zod(/|$)',
          message:
            "Import z from src/storage/schema.ts: it turns off Zod's eval-based compiler, which the CSP forbids.",
        },
      ],
    },
  ],
};

const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text, never raw HTML.',
};
const NO_WORKER_OUTSIDE_LIB = {
  selector: 'NewExpression[callee.name=/^(Shared)?Worker$/]',
  message: 'Only src/lib creates and talks to workers.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'coverage', '.tmp', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Node-run configuration files.
  { files: ['*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // The page's plain JavaScript (the build writes it into index.html).
  { files: ['src/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_RAW_HTML],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': EXTENSIONS,
      'import/resolver': { node: NODE_RESOLVER },
      // Packages are never part of a cycle back into the project: don't parse them.
      'import/ignore': ['[\\\\/]node_modules[\\\\/]'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A file a reader takes in whole: past 300 lines (comments and blank lines count), split it by what it answers.
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  { files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'], ignores: ['src/storage/schema.ts'], rules: ZOD_THROUGH_SCHEMA },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: { 'no-restricted-syntax': ['error', NO_RAW_HTML, NO_WORKER_OUTSIDE_LIB] },
  },
  {
    // vi.waitFor's 1 s default cannot be configured; the wrapper gives every project the timeout Testing Library has.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/support/wait.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: 'Use waitFor from tests/support/wait.ts: one timeout for all.' },
      ],
    },
  },
);
