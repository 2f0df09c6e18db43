import { usePlinth } from '@plinth/sdk/web';
import { useEffect } from 'react';

/** A route that only forwards (`/user/authentication` -> sign-in...). */
export function redirectTo(path: string) {
  return function RedirectPage() {
    const ctx = usePlinth();
    useEffect(() => ctx.navigate(path), [ctx]);
    return null;
  };
}
