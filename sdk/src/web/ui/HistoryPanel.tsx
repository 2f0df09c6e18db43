import { Button, Heading, Stack } from '@primer/react';
import { useId, type ReactNode } from 'react';
import { mutedTextStyle } from './styles.js';

export interface HistoryPanelProps {
  title: string;
  testId?: string;
  closeLabel: string;
  onClose(): void;
  /** Null while the first read is under way (nothing shown below the heading). */
  count: number | null;
  /** The line above the list: how many there are, or that there are none. */
  countText(count: number): string;
  /** The list, shown when there is at least one entry. */
  children: ReactNode;
}

/** A record's history below its list (a job's runs, a hook's deliveries): heading, close, count, list. */
export function HistoryPanel({ title, testId, closeLabel, onClose, count, countText, children }: HistoryPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <Stack direction="horizontal" align="center" justify="space-between">
        <Heading as="h2" variant="small" id={titleId}>
          {title}
        </Heading>
        <Button size="small" onClick={onClose}>
          {closeLabel}
        </Button>
      </Stack>
      {count !== null && <p style={mutedTextStyle}>{countText(count)}</p>}
      {!!count && children}
    </section>
  );
}
