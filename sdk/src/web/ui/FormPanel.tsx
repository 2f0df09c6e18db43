import { Button, Flash, Heading, Stack } from '@primer/react';
import { useId, type ReactNode } from 'react';

export interface FormPanelProps {
  /** The heading the section is named by ("New job", "Edit nightly"). */
  title: string;
  testId?: string;
  onSubmit(): void;
  /** The last save's failure (the server's message), shown above the buttons. */
  error: string | null;
  busy: boolean;
  saveLabel: string;
  cancelLabel: string;
  onCancel(): void;
  /** The fields. */
  children: ReactNode;
}

/** A record's form below its list (a job, a hook): heading, fields, the save's error, Save and Cancel. */
export function FormPanel({ title, testId, onSubmit, error, busy, saveLabel, cancelLabel, onCancel, children }: FormPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="normal">
          <Heading as="h2" variant="small" id={titleId}>
            {title}
          </Heading>
          {children}
          {error && (
            <Flash variant="danger" role="alert">
              {error}
            </Flash>
          )}
          <Stack direction="horizontal" gap="condensed">
            <Button type="submit" variant="primary" loading={busy}>
              {saveLabel}
            </Button>
            <Button onClick={onCancel}>{cancelLabel}</Button>
          </Stack>
        </Stack>
      </form>
    </section>
  );
}
