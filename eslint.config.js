import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One-way imports: app -> features -> shared (components, lib, config, utils); Firebase only in the data layer.
// A regex, not a gitignore-style group: 'firebase' there also matched the app's own lib/firebase module.
const firebaseOnlyInDataLayer = {
  regex: '^@?firebase(/|$)',
  message: "Call Firebase only from src/lib or a feature's *-api.ts.",
};
const noFeaturesOrRoutes = {
  group: ['**/features/**', '**/app/**'],
  message: 'Shared code must not import features or routes.',
};
const noRoutes = { group: ['**/app/**'], message: 'Features must not import routes.' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// A feature is used by other features only through its public files: its schema, its api, its data
// hooks (hooks.ts), its data layer (*-api.ts) and its test fixtures; never its components or its internal modules. Shared domain logic
// (statistics, roll-ups) lives in src/domain, shared helpers in src/utils.
const FEATURE_PUBLIC_FILES = ['schema.ts', 'hooks.ts', 'fixtures.ts'];
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's data layer and its schemas: its *-api.ts and *-schema.ts files. */
const apiFiles = (feature) =>
  readdirSync(new URL(`./src/features/${feature}`, import.meta.url)).filter(
    (file) => file.endsWith('-api.ts') || file.endsWith('-schema.ts'),
  );
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: [...FEATURE_PUBLIC_FILES, ...apiFiles(other)].map((file) => `./${file}`),
      message: `Import another feature only through its public files (${FEATURE_PUBLIC_FILES.join(', ')}, its *-api.ts and *-schema.ts).`,
    })),
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.emulators', '.emulator-data', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(firebaseOnlyInDataLayer) },
  },
  {
    files: ['src/components/**', 'src/config/**', 'src/domain/**', 'src/utils/**'],
    rules: restrict(firebaseOnlyInDataLayer, noFeaturesOrRoutes),
  },
  { files: ['src/lib/**'], rules: restrict(noFeaturesOrRoutes) },
  { files: ['src/features/**'], rules: restrict(firebaseOnlyInDataLayer, noRoutes) },
  { files: ['src/features/*/*-api.ts'], rules: restrict(noRoutes) },
  { files: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
);
