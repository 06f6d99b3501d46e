import js from '@eslint/js';
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(firebaseOnlyInDataLayer) },
  },
  {
    files: ['src/components/**', 'src/config/**', 'src/utils/**'],
    rules: restrict(firebaseOnlyInDataLayer, noFeaturesOrRoutes),
  },
  { files: ['src/lib/**'], rules: restrict(noFeaturesOrRoutes) },
  { files: ['src/features/**'], rules: restrict(firebaseOnlyInDataLayer, noRoutes) },
  { files: ['src/features/*/*-api.ts'], rules: restrict(noRoutes) },
  { files: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
);
