import { Button, FormControl, Spinner, Stack, TextInput } from '@primer/react';
import { errorText, PageFrame, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { useEffect, useState } from 'react';
import { loadTemplate, loadTemplateUrl, storedId } from './api.js';
import type { LooseDocument } from './model.js';
import { TemplateEditor } from './TemplateEditor.js';

const BLANK: LooseDocument = { title: '', tables: [] };

/**
 * `/inspire` (and the gallery's 'New template'): the template editor on a blank template, a stored
 * one (`?id=<n>`), or a document read from a URL.
 */
export default function InspirePage() {
  const t = useT('templates');
  const ctx = usePlinth();
  const route = useRoute();
  const queryId = storedId(new URLSearchParams(route.search).get('id') ?? undefined);
  const [doc, setDoc] = useState<LooseDocument | null>(queryId === undefined ? BLANK : null);
  const [id, setId] = useState<number | undefined>(queryId);
  const [url, setUrl] = useState('');
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (queryId === undefined) return;
    let live = true;
    loadTemplate(ctx.api, queryId)
      .then((d) => live && (setDoc(d), setId(queryId)))
      .catch((err: unknown) => {
        console.error(err);
        if (live) setDoc(BLANK);
      });
    return () => {
      live = false;
    };
  }, [ctx.api, queryId]);

  const loadUrl = async () => {
    setLoading(true);
    try {
      setDoc(await loadTemplateUrl(ctx.api, url.trim()));
      setId(undefined);
    } catch (err) {
      ctx.toast.error(errorText(err), 5000);
    } finally {
      setLoading(false);
    }
  };

  return (
    <PageFrame title={t('editor.title')} description={t('editor.pageDescription')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) void loadUrl();
        }}
      >
        <Stack direction="horizontal" align="end" gap="condensed">
          <FormControl>
            <FormControl.Label>{t('editor.loadUrl')}</FormControl.Label>
            <TextInput type="url" value={url} placeholder="https://" onChange={(e) => setUrl(e.target.value)} style={{ minWidth: 360 }} />
          </FormControl>
          <Button type="submit" disabled={loading || !url.trim()}>
            {t('editor.load')}
          </Button>
        </Stack>
      </form>
      {doc ? <TemplateEditor document={doc} templateId={id} onSaved={setId} /> : <Spinner aria-label={t('editor.loading')} />}
    </PageFrame>
  );
}
