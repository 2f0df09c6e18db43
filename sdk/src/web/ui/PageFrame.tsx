import { Heading, Stack } from '@primer/react';
import type { ReactNode } from 'react';
import { mutedTextStyle, narrowPageStyle, pageStyle } from './styles.js';

export interface PageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title (who, what, how many). */
  description?: ReactNode;
  /** Buttons at the title's end (New, Reload...). */
  actions?: ReactNode;
  /** The narrower column of a form page. */
  narrow?: boolean;
  children?: ReactNode;
}

/** A screen's frame: a centred column, its title (with a description and actions), then its content. */
export function PageFrame({ title, description, actions, narrow, children }: PageFrameProps) {
  const heading = (
    <Heading as="h1" variant="medium">
      {title}
    </Heading>
  );
  return (
    <div style={narrow ? narrowPageStyle : pageStyle}>
      <Stack gap="spacious">
        {description || actions ? (
          <Stack direction="horizontal" align="start" justify="space-between" wrap="wrap">
            <div>
              {heading}
              {description && <p style={mutedTextStyle}>{description}</p>}
            </div>
            {actions && (
              <Stack direction="horizontal" align="center">
                {actions}
              </Stack>
            )}
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </div>
  );
}
