import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const src = (dir) => `./src/${dir}`

/**
 * Inside lib, imports run one way only. Shared utilities (site, forms, http, cache, …) never import a feature;
 * a feature imports shared utilities and the features listed before it, never one listed after it. Adding a
 * feature means placing it in this list where its imports allow.
 */
const LIB_FEATURES = [
  'audit',
  'brand',
  'seo',
  'auth',
  'strains',
  'changelog',
  'submissions',
  'podcast',
  'newsletter',
  'gates',
  'preview',
  'moderation',
  'admin',
]
const libFeatureZones = [
  {
    target: [
      'site',
      'forms',
      'csv',
      'http',
      'db',
      'cache',
      'storage',
      'security',
      'embeds',
      'email',
      'jobs',
      'rate-limit',
      'images',
      'publishing',
      'analytics',
      'search',
      'payload.ts',
    ].map((dir) => src(`lib/${dir}`)),
    from: LIB_FEATURES.map((feature) => src(`lib/${feature}`)),
    message: 'A shared lib utility never imports a feature: move what both need into the utility.',
  },
  ...LIB_FEATURES.slice(0, -1).map((feature, index) => ({
    target: src(`lib/${feature}`),
    from: LIB_FEATURES.slice(index + 1).map((later) => src(`lib/${later}`)),
    message: `lib/${feature} may import only the features listed before it in LIB_FEATURES (eslint.config.mjs).`,
  })),
]

/**
 * The layers of design.md "Layout": lib is the bottom (it never imports the Payload config or anything
 * built on it; the instance is injected, see src/lib/payload.ts), the admin UI talks to the server over
 * HTTP only, and public components never reach into the admin.
 */
const layerZones = [
  {
    target: src('lib'),
    from: ['app', 'admin', 'components', 'endpoints', 'collections', 'globals', 'seed', 'payload.config.ts'].map(src),
    message: 'lib is the bottom layer: inject what it needs instead of importing upwards.',
  },
  ...libFeatureZones,
  { target: src('components'), from: [src('admin')], message: 'Public components never import the admin UI.' },
  {
    target: src('admin'),
    from: [src('endpoints'), src('collections')],
    message: 'The admin UI reaches the server over HTTP (types come from payload-types).',
  },
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into other files, and must be able to parse TypeScript there.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The `@/` and `@payload-config` aliases come from tsconfig.json's paths.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: layerZones }],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
        performance: 'readonly',
      },
    },
  },
)
