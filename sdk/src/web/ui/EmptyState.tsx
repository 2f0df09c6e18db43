import { Stack } from '@primer/react';
import type { ComponentType, ReactNode } from 'react';
import { mutedTextStyle } from './styles.js';

export interface EmptyStateProps {
  /** An icon component (an `octicon(...)` or a Primer octicon), drawn above the title. */
  icon?: ComponentType;
  /** What is missing ("No projects yet"). */
  title: ReactNode;
  /** Why, or what to do about it. */
  description?: ReactNode;
  /** A button or link that fills the void (New project...). */
  action?: ReactNode;
}

/** "Nothing here": a list or screen without content, announced to screen readers as a status. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div role="status" style={{ padding: 'var(--base-size-16) 0' }}>
      <Stack gap="condensed" align="start">
        {Icon && (
          <span style={{ color: 'var(--fgColor-muted)' }}>
            <Icon />
          </span>
        )}
        <p style={mutedTextStyle}>{title}</p>
        {description && <p style={mutedTextStyle}>{description}</p>}
        {action}
      </Stack>
    </div>
  );
}
