import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

/** Server half: none; the dashboard is a web part reading the projects plugin's RPC operations. */
export default definePlugin({ manifest });
