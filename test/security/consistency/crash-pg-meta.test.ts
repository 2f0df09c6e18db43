import { describeCrash } from './crash-suite.js';

// The project and the meta store both on PostgreSQL (crash-pg.test.ts keeps the meta store on SQLite).
describeCrash('pg', { pgMeta: true });
