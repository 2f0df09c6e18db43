import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

/** The server side of the Swagger tab: nothing (the page is the rest-api plugin's). */
export default definePlugin({ manifest });
