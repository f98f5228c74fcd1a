import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webImportsSharedOnly = {
  group: ['@bp/functions/*', '@bp/infra/*', '@aws-sdk/*'],
  message: 'web/ imports shared only.',
};

/** Every folder under web/src/features is a feature, so a new one is fenced in as soon as it exists. */
const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.tools/**',
      'tests/bench/documents/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Imports go one way: shared imports nothing of ours; core imports no SDK; web never imports functions or infra.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@bp/functions/*',
                '@bp/infra/*',
                '@aws-sdk/*',
                'react',
                'aws-cdk-lib',
                'aws-cdk-lib/*',
              ],
              message: 'shared/ is pure: zod only.',
            },
          ],
        },
      ],
    },
  },
  // core/ is pure domain code: no SDK, no adapters, and no HTTP type (it throws core/errors.ts;
  // the edge maps those to statuses). Its tests may check that mapping through lib/errors.ts.
  {
    files: ['functions/src/core/**/*.ts'],
    ignores: ['functions/src/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', '**/adapters/**', '**/http/**'],
              message: 'core/ is pure: use ports, not SDKs or adapters.',
            },
            {
              group: [
                '**/lib/errors*',
                '**/lib/http-*',
                '**/lib/middleware/**',
                '**/lib/route-handler*',
                '**/lib/caller*',
                '@middy/*',
                'aws-lambda',
              ],
              message: 'core/ knows no HTTP: throw the domain errors of core/errors.ts.',
            },
          ],
        },
      ],
    },
  },
  // Handlers parse, call a use case, respond: they reach storage only through their area's
  // composition module (functions/src/wiring/<area>.ts), the one place core meets adapters.
  {
    files: ['functions/src/http/**/*.ts', 'functions/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/adapters/**', '@aws-sdk/*'],
              message:
                'http/ calls use cases wired in functions/src/wiring/<area>.ts, never adapters or SDKs.',
            },
          ],
        },
      ],
    },
  },
  // Keys have one home: only the kit and the record modules name key attributes.
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/adapters/dynamodb/kit/**',
      'functions/src/adapters/dynamodb/*/records/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\b(pk|sk|gsi\\d(pk|sk))\\b/]',
          message: 'Key attributes are spelled only in adapters/dynamodb/kit and <area>/records modules.',
        },
        {
          selector: 'TemplateElement[value.raw=/\\b(pk|sk|gsi\\d(pk|sk))\\b/]',
          message: 'Key attributes are spelled only in adapters/dynamodb/kit and <area>/records modules.',
        },
      ],
    },
  },
  // Adapters speak the domain's language too: they throw core/errors.ts, never HTTP errors.
  {
    files: ['functions/src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '**/lib/errors*', '**/lib/http-*', '**/lib/middleware/**', '@middy/*'],
              message: 'adapters/ throw domain errors (core/errors.ts); only the edge knows HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImportsSharedOnly] }] },
  },
  // lib/ and components/ serve every feature, so they import none.
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webImportsSharedOnly,
            { regex: '(^|/)features/', message: 'lib/ and components/ import no feature.' },
          ],
        },
      ],
    },
  },
  // A feature imports no other feature: what two features share lives in web/src/components or web/src/lib.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webImportsSharedOnly,
            {
              regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((other) => other !== feature).join('|')})/`,
              message:
                'A feature imports no other feature: move what they share to web/src/components or web/src/lib.',
            },
          ],
        },
      ],
    },
  })),
  // Features call the API through the typed client (web/src/lib/api), never by a path of their own.
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Literal[value=/^\\x2Fapi(\\x2F|$|\\?)/], TemplateElement[value.raw=/^\\x2Fapi(\\x2F|$|\\?)/]',
          message: "No API paths in features: call the route by name, api.call('getMaterial', ...).",
        },
      ],
    },
  },
);
