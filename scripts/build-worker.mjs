#!/usr/bin/env node
// `npm run build:worker` (part of `npm run build`): bundles the newsletter worker (scripts/worker.ts and the
// app's TypeScript it imports) into one ES module, .next/worker/worker.mjs, which `npm run worker` runs on
// plain Node. Packages stay imports of node_modules (nodeResolvablePackages).
//
// Why a bundle: a production process should not compile TypeScript as it starts, nor need tsx (a
// development dependency) to run. Built in about a second, so the tests that start workers build it first
// and never run a stale one. `npm run worker` runs it with the production condition (scripts/lib/app-conditions.mjs).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const WORKER_BUNDLE = path.join(root, '.next', 'worker', 'worker.mjs')

/**
 * A bundled module's import.meta.url would name the bundle; the config resolves its migrations and
 * generated files from its own folder. So each source's import.meta.url becomes that source's URL,
 * resolved from the bundle's place (the bundle moves with the checkout, never alone).
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const fromBundle = path.relative(path.dirname(WORKER_BUNDLE), args.path).split(path.sep).join('/')
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

/**
 * Packages stay imports, but Node's ES module loader is stricter than a bundler: a package without an
 * "exports" map has no extensionless subpaths (`next/cache` is `next/cache.js` to Node). Such an import
 * is written out as the file CommonJS resolution finds, named from its package (`next/cache.js`).
 */
const requireFromRoot = createRequire(path.join(root, 'package.json'))
/** tsconfig's path aliases (`@/…`, `@payload-config`) name the app's own sources: those are bundled. */
const aliases = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths)
const isAlias = (specifier) =>
  aliases.some((alias) => (alias.endsWith('*') ? specifier.startsWith(alias.slice(0, -1)) : specifier === alias))
/**
 * Whether Node's ES module loader resolves `specifier` as written: a package's own name, any subpath of a
 * package with an "exports" map, or a subpath naming a file as it is. Read from the package itself, not
 * from `import.meta.resolve`, which answers for this process's loaders (under tsx it finds `next/cache`).
 */
function nodeResolves(specifier) {
  const parts = specifier.split('/')
  const nameLength = specifier.startsWith('@') ? 2 : 1
  if (parts.length <= nameLength) return true
  const packageDir = path.join(root, 'node_modules', ...parts.slice(0, nameLength))
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
  if (manifest.exports) return true
  const file = path.join(packageDir, ...parts.slice(nameLength))
  return fs.existsSync(file) && fs.statSync(file).isFile()
}
const nodeResolvablePackages = {
  name: 'node-resolvable-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isAlias(args.path)) return undefined
      if (args.path.startsWith('node:')) return { path: args.path, external: true }
      if (nodeResolves(args.path)) return { path: args.path, external: true }
      const file = requireFromRoot.resolve(args.path)
      const inPackage = file.slice(file.lastIndexOf(`node_modules${path.sep}`) + `node_modules${path.sep}`.length)
      return { path: inPackage.split(path.sep).join('/'), external: true }
    })
  },
}

export async function buildWorker() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['scripts/worker.ts'],
    outfile: WORKER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // tsconfig's "preserve" is for Next's compiler; Node needs the JSX (e-mail templates) compiled.
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl, nodeResolvablePackages],
  })
  return WORKER_BUNDLE
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now()
  const bundle = await buildWorker()
  console.log(`Worker bundled: ${path.relative(root, bundle)} (${Date.now() - started} ms)`)
}
