import { describeLoad } from './load-suite.js';

describeLoad('sqlite');
