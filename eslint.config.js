import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/CONTRIBUTING.md): runtime never imports widgets or app (app/ composes the
// two); widgets never import each other
// and read server data only through runtime/queries; tools never import React; schemas import
// nothing but other schemas.
const noReact = [
  { name: 'react', message: 'tools/ and schemas/ stay free of React.' },
  { name: 'react-dom', message: 'tools/ and schemas/ stay free of React.' },
];

const noFetch = { name: 'fetch', message: 'Use runtime/queries.' };

// The unit-test harness (render-widget, fake-api, fixtures) lives in tests/harness: tests import
// it, code that ships never does.
const TEST_FILES = ['**/*.test.{ts,tsx}'];
const noHarness = {
  regex: '(^|/)tests(/|$)',
  message: 'Only tests import tests/ (the harness): production code never does.',
};
const runtimePatterns = [
  {
    regex: '(^|/)(widgets|app)(/|$)',
    message:
      'runtime/ never imports widgets/ or app/: app/ starts it with the widget catalogue, and it reaches widgets through the registry.',
  },
];
const widgetPatterns = [
  { regex: '^\\.\\./(?!\\.\\.)', message: 'A widget never imports another widget.' },
  {
    regex: '(^|/)runtime/api(/|$)',
    message: 'Widgets read server data through runtime/queries, never runtime/api.',
  },
  { regex: '(^|/)(tools|brands|app)(/|$)', message: 'Widgets import runtime/ only.' },
];
// What a widget may import of the runtime: each room's public entry (its index.ts), the React
// side of the site context, and the client state module by module (each store is created when its
// module is first imported, so one entry for all of them would create, and ship, every store with
// any). Everything else in a room is the room's own (docs/ARCHITECTURE.md); tests may reach inside
// to set state up.
const STATE_ENTRIES = [
  'browser-storage',
  'event-bus',
  'flags-store',
  'modal-store',
  'notifications-store',
  'session-store',
  'sidebar-store',
  'toast-store',
  'use-sign-out',
];
const WIDGET_ENTRIES = [
  ...[
    'analytics',
    'config',
    'context',
    'i18n',
    'queries',
    'routing',
    'rules',
    'slots',
    'ui',
    'ui/game-tile',
  ].map((room) => `${room}/index\\.ts`),
  'context/site-context-react\\.tsx',
  `state/(${STATE_ENTRIES.join('|')})\\.ts`,
];
const runtimeEntryOnly = {
  regex: `(^|/)runtime/(?!(${WIDGET_ENTRIES.join('|')})$)`,
  message:
    'Widgets import the runtime through its public entries only: runtime/<room>/index.ts, runtime/context/site-context-react.tsx and the stores of runtime/state.',
};

// Site storage and cookies throw where the browser blocks them (private modes, a cross-site or
// sandboxed frame; even reading `window.localStorage` throws): only their wrappers touch them.
const STORAGE_MESSAGE =
  'Use localStore/sessionStore of runtime/state/browser-storage.ts: storage can be blocked.';
const storageGlobals = ['localStorage', 'sessionStorage'].map((name) => ({ name, message: STORAGE_MESSAGE }));
const storageProperties = [
  ...['window', 'globalThis', 'self'].flatMap((object) =>
    ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: STORAGE_MESSAGE })),
  ),
  {
    object: 'document',
    property: 'cookie',
    message: 'Use runtime/ui/browser-cookie.ts: cookies can be blocked.',
  },
];
const storageWrappers = [
  'runtime/state/browser-storage.ts',
  'runtime/ui/browser-cookie.ts',
  '**/*.test.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-ssr',
      'dist-sw',
      '.sandbox',
      'runtime/config/generated',
      'schemas/generated',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: runtimePatterns }] },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [...runtimePatterns, noHarness] }] },
  },
  {
    // app/ composes the runtime with the widget catalogue; it ships, so no harness and no tools.
    files: ['app/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noHarness,
            { regex: '(^|/)tools(/|$)', message: 'app/ ships: it never imports tools/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    // The catalogue at the root of widgets/ lists every widget by design (its test reads them all).
    ignores: ['widgets/index.ts', 'widgets/index.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: widgetPatterns }],
      'no-restricted-globals': ['error', noFetch],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['widgets/index.ts', ...TEST_FILES],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...widgetPatterns, runtimeEntryOnly, noHarness] }],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: storageWrappers,
    rules: { 'no-restricted-properties': ['error', ...storageProperties] },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: storageWrappers,
    rules: { 'no-restricted-globals': ['error', ...storageGlobals] },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: storageWrappers,
    rules: { 'no-restricted-globals': ['error', noFetch, ...storageGlobals] },
  },
  {
    files: ['tools/**/*.{ts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noReact,
          patterns: [
            { regex: '(^|/)runtime/(ui|app|slots/slot)', message: 'tools/ never import React code.' },
          ],
        },
      ],
    },
  },
  {
    // The site server is what operators deploy: it never carries the sandbox's fake platform.
    // Its tests may run the sandbox behind it, as the platform a test talks to.
    files: ['server/**/*.{ts,mjs,js}'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noReact,
          patterns: [
            {
              regex: '(^|/)tools/sandbox(/|$)',
              message: 'server/ never imports the sandbox: it runs in production (croupier serve).',
            },
            { regex: '(^|/)runtime/(ui|app|slots/slot)', message: 'server/ never imports React code.' },
            noHarness,
          ],
        },
      ],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    ignores: ['schemas/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noReact,
          patterns: [
            { regex: '^\\.\\./\\.\\./', message: 'schemas/ imports nothing but other schemas.' },
            {
              regex: '^[a-z@]',
              message: 'schemas/ imports nothing but other schemas (types excepted).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
