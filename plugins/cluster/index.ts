import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

/** The web side of the cluster plugin: nothing to show (it is a server service). */
export default definePlugin({ manifest });
