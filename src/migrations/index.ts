import * as migration_20261122_025831_initial from './20261122_025831_initial';
import * as migration_20261123_111355_media_visibility_import_key from './20261123_111355_media_visibility_import_key';

export const migrations = [
  {
    up: migration_20261122_025831_initial.up,
    down: migration_20261122_025831_initial.down,
    name: '20261122_025831_initial',
  },
  {
    up: migration_20261123_111355_media_visibility_import_key.up,
    down: migration_20261123_111355_media_visibility_import_key.down,
    name: '20261123_111355_media_visibility_import_key'
  },
];
