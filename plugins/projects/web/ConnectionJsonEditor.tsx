import type { DbConnection } from '@plinth/sdk';
import { useT } from '@plinth/sdk/web';
import { Button, FormControl, Stack, Textarea } from '@primer/react';
import { useState } from 'react';
import { connectionToJson, parseConnectionJson } from './connection-json.js';
import { PLUGIN_ID } from './paths.js';

export interface ConnectionJsonEditorProps {
  connection: DbConnection;
  onApply(connection: DbConnection): void;
  onClose(): void;
}

/** "Edit connection JSON": the connection object as text, applied to the form once it is valid. */
export function ConnectionJsonEditor({ connection, onApply, onClose }: ConnectionJsonEditorProps) {
  const t = useT(PLUGIN_ID);
  const [text, setText] = useState(() => connectionToJson(connection));
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const result = parseConnectionJson(text);
    if (!result.ok) return setProblem(t(result.problem.key, result.problem.values));
    setProblem(null);
    onApply(result.connection);
    onClose();
  };
  return (
    <Stack gap="condensed">
      <FormControl>
        <FormControl.Label>{t('json.label')}</FormControl.Label>
        <Textarea
          block
          rows={10}
          spellCheck={false}
          style={{ fontFamily: 'var(--fontStack-monospace)' }}
          value={text}
          onChange={(event) => setText(event.target.value)}
          validationStatus={problem ? 'error' : undefined}
        />
        {problem && <FormControl.Validation variant="error">{problem}</FormControl.Validation>}
      </FormControl>
      <Stack direction="horizontal">
        <Button size="small" onClick={apply}>
          {t('json.apply')}
        </Button>
        <Button size="small" variant="invisible" onClick={onClose}>
          {t('json.close')}
        </Button>
      </Stack>
    </Stack>
  );
}
