// The staff account the demo content comes with (`npm run demo`, and every test and benchmark instance,
// which share one seeded template: scripts/lib/cluster.mjs). README's demo sign-in names the same.
export const DEMO_ADMIN = { username: 'demo-admin', password: 'headstash-demo-2025' }
