import * as migration_20261122_020327_initial from './20261122_020327_initial';

export const migrations = [
  {
    up: migration_20261122_020327_initial.up,
    down: migration_20261122_020327_initial.down,
    name: '20261122_020327_initial'
  },
];
