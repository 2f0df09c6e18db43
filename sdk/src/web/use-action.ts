import { useCallback } from 'react';
import { errorText, usePlinth } from './index.js';

/**
 * Runs what a user asked for (save, delete, toggle): a success toast with `done` when given, the
 * server's message as an error toast when it failed, then `after` either way (a reload of the list).
 * Resolves to whether it worked.
 */
export function useAction(after?: () => unknown): (task: () => Promise<unknown>, done?: string) => Promise<boolean> {
  const ctx = usePlinth();
  return useCallback(
    async (task, done) => {
      let worked = false;
      try {
        await task();
        worked = true;
        if (done) ctx.toast.success(done);
      } catch (err) {
        ctx.toast.error(errorText(err));
      }
      await after?.();
      return worked;
    },
    [ctx, after],
  );
}
