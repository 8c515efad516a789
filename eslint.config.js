import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// DESIGN.md §2: web dependencies run app → features → components/lib, and no feature
// imports another; a server module reaches another only through its index.ts.
const webFeatures = dirs('apps/web/src/features');
const backofficeFeatures = dirs('apps/backoffice/src/features');
const serverModules = dirs('apps/server/src/modules');

/** The layers of a browser app: app → features → components/lib. */
const appZones = (root, features) => [
  ...features.map((feature) => ({
    target: `./${root}/src/features/${feature}`,
    from: `./${root}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: compose them in app/ or move the shared piece to components/ or lib/.',
  })),
  { target: `./${root}/src/features`, from: `./${root}/src/app`, message: 'Features must not import the app layer.' },
  {
    target: [`./${root}/src/components`, `./${root}/src/lib`],
    from: [`./${root}/src/features`, `./${root}/src/app`],
    message: 'Shared code must not import features or the app layer.',
  },
];

const boundaryZones = [
  ...appZones('apps/web', webFeatures),
  ...appZones('apps/backoffice', backofficeFeatures),
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: 'A module reaches another module only through its index.ts.',
  })),
  {
    target: ['./apps/server/src/lib', './apps/server/src/plugins'],
    from: './apps/server/src/modules',
    message: 'Plugins and lib must not depend on modules.',
  },
  { target: './packages/contracts', from: './apps', message: 'Contracts depend on nothing in the apps.' },
  { target: './packages/fair', from: './apps', message: 'The fair generator depends on nothing in the apps.' },
  { target: './packages/ui', from: './apps', message: 'The design system depends on nothing in the apps.' },
  { target: './packages/api-client', from: './apps', message: 'The API client depends on nothing in the apps.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/backoffice/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/api-client/**/*.ts',
      'apps/studio/src/client/**/*.{ts,tsx}',
      'apps/sportsbook/src/client/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['bench/**', 'scripts/**', '**/cli/**', '**/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
