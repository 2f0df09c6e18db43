import { optionsFromEnv, plinthVersion } from './config.js';
import { startHost, type RunningHost } from './app.js';

let host: RunningHost;
try {
  host = await startHost(optionsFromEnv());
} catch (err) {
  console.error(`Plinth could not start: ${(err as Error).message}`);
  process.exit(1);
}
console.info(`Plinth ${plinthVersion} is running at ${host.url}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: stopping plugins and closing the meta store`);
    host.close().then(
      () => process.exit(0),
      (err) => {
        console.error('Shutdown failed', err);
        process.exit(1);
      },
    );
  });
}
