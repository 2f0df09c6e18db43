import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { ReactNode } from 'react';
import { octicon } from '../octicon.js';

const KebabHorizontalIcon = octicon(
  'M8 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM1.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm13 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
);

/**
 * A list row's "…" menu: a kebab button named `label` that opens `children` (ActionList items
 * and dividers) as a menu of the same name.
 */
export function ActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={KebabHorizontalIcon} variant="invisible" size="small" aria-label={label} />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay width="small">
        <ActionList aria-label={label}>{children}</ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
