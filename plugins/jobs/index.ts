import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

/** The web side of the jobs plugin: nothing to show (a server service; the Cron Jobs tab is another plugin's). */
export default definePlugin({ manifest });
