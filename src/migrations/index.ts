import * as migration_20261122_124029_initial from './20261122_124029_initial';

export const migrations = [
  {
    up: migration_20261122_124029_initial.up,
    down: migration_20261122_124029_initial.down,
    name: '20261122_124029_initial'
  },
];
