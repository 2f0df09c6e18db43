import type { UserMenuItem, SessionView } from '@plinth/sdk/web';

/** Entries shown to the current visitor: `when` against the sign-in state, then the permission. */
export function visibleUserMenuItems<T extends UserMenuItem>(items: readonly T[], session: SessionView): T[] {
  const signedIn = session.user !== null;
  return items.filter((item) => {
    const when = item.when ?? 'always';
    if (when === 'signedIn' && !signedIn) return false;
    if (when === 'signedOut' && signedIn) return false;
    return item.permission === undefined || session.can(item.permission);
  });
}
