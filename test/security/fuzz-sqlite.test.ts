/**
 * The seeded fuzz of the REST and GraphQL data APIs on an embedded SQLite project (issue 16):
 * every answer 2xx or a clean 4xx, never a 5xx or a hang, nothing written by a refused request,
 * SQLite's own tables never readable. See fuzz/index.ts to replay a seed.
 */
import { describeFuzz } from './fuzz/suite.js';

describeFuzz('embedded SQLite', 'sqlite');
