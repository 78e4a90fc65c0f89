// How Node must load the app's TypeScript and packages outside Next (the worker, migrations, scripts that
// start Payload): with the `production` export condition. Without it Node resolves Lexical's packages (under
// @payloadcms/richtext-lexical) to their `.node.mjs` entries, which pick a build with a top-level
// `await import()`, and importing that graph sometimes never settles: Node exits 13 before the first line
// of the script runs (a third of plain `import '@payloadcms/richtext-lexical'` runs on Node 20 here;
// docs/decisions.md#test-processes). The condition loads the production builds directly.
// package.json's `worker` script spells the same flag (worker-command.mjs checks it does).
const APP_CONDITIONS = '--conditions=production'

/** Node's arguments to run one of the app's TypeScript files through tsx. */
export const tsxArgs = (file, ...args) => [APP_CONDITIONS, '--import', 'tsx', file, ...args]

/** Whether a node command line loads the app with the condition above. */
export const usesAppConditions = (args) => args.includes(APP_CONDITIONS)
