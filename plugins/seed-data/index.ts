import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

export default definePlugin({ manifest });
