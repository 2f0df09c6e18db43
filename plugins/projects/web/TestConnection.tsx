import { usePlinth, useT } from '@plinth/sdk/web';
import { Banner, Button, Stack } from '@primer/react';
import { useState } from 'react';
import { errorText, projectsApi, type TestConnectionAnswer } from './api.js';
import { connectionToSend, type ProjectForm } from './connection-form.js';
import { PLUGIN_ID } from './paths.js';

/** "Test connection": the server's verdict, 'Connection was successful' or 'Connection Failure: ...'. */
export function TestConnection({ form, onBeforeTest }: { form: ProjectForm; onBeforeTest(): boolean }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [busy, setBusy] = useState(false);
  // A verdict belongs to the connection it tested: once the connection is edited it is not shown.
  const [verdict, setVerdict] = useState<{ tested: string; answer: TestConnectionAnswer } | null>(null);
  const current = JSON.stringify([form.client, form.connection]);
  const answer = verdict?.tested === current ? verdict.answer : null;

  const test = async () => {
    if (!onBeforeTest()) return;
    const tested = current;
    setBusy(true);
    setVerdict(null);
    try {
      setVerdict({
        tested,
        answer: await projectsApi.testConnection(ctx.api, { client: form.client, connection: connectionToSend(form) }),
      });
    } catch (err) {
      setVerdict({ tested, answer: { ok: false, message: errorText(err) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="condensed">
      <div>
        <Button onClick={() => void test()} loading={busy}>
          {t('action.testConnection')}
        </Button>
      </div>
      {answer && (
        <div role={answer.ok ? 'status' : 'alert'}>
          <Banner
            variant={answer.ok ? 'success' : 'critical'}
            title={t('action.testConnection')}
            hideTitle
            description={answer.message}
            layout="compact"
          />
        </div>
      )}
    </Stack>
  );
}
