import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

/** No server half of its own: the App Store calls the host's plugin routes. */
export default definePlugin({ manifest });
