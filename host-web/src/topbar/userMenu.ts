import type { SessionView, UserMenuItem, WebContext } from '@plinth/sdk/web';

/**
 * Entries shown to the current visitor: `when` against the sign-in state, then the permission,
 * then the item's own `visible` (given the context).
 */
export function visibleUserMenuItems<T extends UserMenuItem>(items: readonly T[], session: SessionView, ctx?: WebContext): T[] {
  const signedIn = session.user !== null;
  return items.filter((item) => {
    const when = item.when ?? 'always';
    if (when === 'signedIn' && !signedIn) return false;
    if (when === 'signedOut' && signedIn) return false;
    if (item.permission !== undefined && !session.can(item.permission)) return false;
    return !item.visible || !ctx || item.visible(ctx);
  });
}
