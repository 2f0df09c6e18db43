/** CPU profiles of the bench's own thread (BENCH_PROFILE_DIR in the benches), for tuning. */
import { writeFileSync } from 'node:fs';

/** Starts this thread's CPU profiler; the returned function stops it and writes the profile to `file`. */
export async function startProfile(): Promise<(file: string) => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
