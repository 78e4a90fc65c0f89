import * as migration_20261122_020327_initial from './20261122_020327_initial'
import * as migration_20261122_030000_rate_limits from './20261122_030000_rate_limits'

export const migrations = [
  {
    up: migration_20261122_020327_initial.up,
    down: migration_20261122_020327_initial.down,
    name: '20261122_020327_initial',
  },
  {
    up: migration_20261122_030000_rate_limits.up,
    down: migration_20261122_030000_rate_limits.down,
    name: '20261122_030000_rate_limits',
  },
]
