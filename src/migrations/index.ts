import * as migration_20261122_025831_initial from './20261122_025831_initial';
import * as migration_20261123_112000_normalise_vibes_one_picture from './20261123_112000_normalise_vibes_one_picture';
import * as migration_20261123_114334_podcast_show_settings from './20261123_114334_podcast_show_settings';

export const migrations = [
  {
    up: migration_20261122_025831_initial.up,
    down: migration_20261122_025831_initial.down,
    name: '20261122_025831_initial',
  },
  {
    up: migration_20261123_112000_normalise_vibes_one_picture.up,
    down: migration_20261123_112000_normalise_vibes_one_picture.down,
    name: '20261123_112000_normalise_vibes_one_picture',
  },
  {
    up: migration_20261123_114334_podcast_show_settings.up,
    down: migration_20261123_114334_podcast_show_settings.down,
    name: '20261123_114334_podcast_show_settings'
  },
];
