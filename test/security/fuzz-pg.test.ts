/**
 * The seeded fuzz of the REST and GraphQL data APIs on a PostgreSQL project (issue 16): every
 * answer 2xx or a clean 4xx, never a 5xx or a hang, nothing written by a refused request,
 * PostgreSQL's catalog never readable. See fuzz/index.ts to replay a seed.
 */
import { describeFuzz } from './fuzz/suite.js';

describeFuzz('PostgreSQL', 'pg');
