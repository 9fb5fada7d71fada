import { migration001 } from './migrations/001-games-and-log.js';
import { migration002 } from './migrations/002-seat-claim-ids.js';
import { migration003 } from './migrations/003-game-creators.js';
import { migration004 } from './migrations/004-rematches.js';
import { migration005 } from './migrations/005-order-queues.js';
import { migration006 } from './migrations/006-accounts.js';
import { migration007 } from './migrations/007-bot-seats.js';
import { migration008 } from './migrations/008-tournaments-and-ratings.js';
import { migration009 } from './migrations/009-joint-seeds.js';
import { migration010 } from './migrations/010-used-invites.js';
import { migration011 } from './migrations/011-lobby-indexes.js';
import { migration012 } from './migrations/012-log-tail.js';
import { migration013 } from './migrations/013-shard-leases.js';
import { migration014 } from './migrations/014-shard-handback.js';
import { migration015 } from './migrations/015-adjudication-entries.js';
import { migration016 } from './migrations/016-library.js';
import { migration017 } from './migrations/017-check-in-and-byes.js';
import { migration018 } from './migrations/018-annotations.js';
import { migration019 } from './migrations/019-game-analyses.js';
import type { Migration } from './migrations/migration.js';

export type { Migration } from './migrations/migration.js';

/**
 * The schema history of `broadside.db`, oldest first: one file per version in `migrations/`,
 * each with its SQLite and PostgreSQL forms. Add a new file and list it here for every change;
 * never edit an old one.
 */
export const MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
  migration017,
  migration018,
  migration019,
];
