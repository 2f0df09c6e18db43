/**
 * The calls a client tab sent, newest first: open one again, delete one, or clear them all. The API
 * client and the gRPC client list their history with it; each hands its own texts and labels.
 */
import { TrashIcon } from '@primer/octicons-react';
import { Button, IconButton, Stack, Text } from '@primer/react';
import type { ReactNode } from 'react';

export interface CallHistoryEntry {
  key: string;
  /** What was called (method and address, service and method). */
  label: ReactNode;
  /** How it ended (a status, or the failure word). */
  outcome: ReactNode;
  /** The delete button's accessible name. */
  deleteLabel: string;
}

export interface CallHistoryListProps {
  /** Id of the heading the section is labelled by. */
  headingId: string;
  title: string;
  clearLabel: string;
  emptyText: string;
  listLabel: string;
  maxHeight: number;
  entries: readonly CallHistoryEntry[];
  onOpen(index: number): void;
  onDelete(index: number): void;
  onClear(): void;
}

export function CallHistoryList(props: CallHistoryListProps) {
  const { entries } = props;
  return (
    <section aria-labelledby={props.headingId}>
      <Stack direction="horizontal" align="center" justify="space-between">
        <h3 id={props.headingId} style={{ fontSize: 14, margin: 0 }}>
          {props.title}
        </h3>
        <Button size="small" variant="invisible" disabled={!entries.length} onClick={props.onClear}>
          {props.clearLabel}
        </Button>
      </Stack>
      {!entries.length && <Text size="small">{props.emptyText}</Text>}
      <ol aria-label={props.listLabel} style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: props.maxHeight, overflow: 'auto' }}>
        {entries.map((entry, i) => (
          <li key={entry.key}>
            <Stack direction="horizontal" gap="none" align="center">
              <Button
                size="small"
                variant="invisible"
                onClick={() => props.onOpen(i)}
                style={{ flex: 1, justifyContent: 'start', overflow: 'hidden' }}
              >
                {entry.label}{' '}
                <Text size="small" style={{ color: 'var(--fgColor-muted)' }}>
                  {entry.outcome}
                </Text>
              </Button>
              <IconButton
                icon={TrashIcon}
                size="small"
                variant="invisible"
                aria-label={entry.deleteLabel}
                onClick={() => props.onDelete(i)}
              />
            </Stack>
          </li>
        ))}
      </ol>
    </section>
  );
}
