import { describeCrash } from './crash-suite.js';

describeCrash('pg');
