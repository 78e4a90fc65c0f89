import * as migration_20261122_024616_initial from './20261122_024616_initial';
import * as migration_20261122_024700_rate_limits from './20261122_024700_rate_limits';

export const migrations = [
  {
    up: migration_20261122_024616_initial.up,
    down: migration_20261122_024616_initial.down,
    name: '20261122_024616_initial',
  },
  {
    up: migration_20261122_024700_rate_limits.up,
    down: migration_20261122_024700_rate_limits.down,
    name: '20261122_024700_rate_limits'
  },
];
