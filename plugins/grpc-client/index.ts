import { definePlugin } from '@plinth/sdk';
import { manifest } from './manifest.js';

/** The server side of the gRPC Client tab: nothing of its own (it calls the grpc-api plugin's routes). */
export default definePlugin({ manifest });
