import { FormControl, Stack, Textarea, TextInput } from '@primer/react';
import { useT } from '@plinth/sdk/web';
import type { EditorDocument } from './model.js';
import { fieldId, type FormProblem } from './validate.js';

/** Gradients the picker offers (CSS gradients the server accepts as `image_url`). */
const GRADIENTS = [
  'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)',
  'linear-gradient(135deg, #f97316 0%, #f43f5e 100%)',
  'linear-gradient(135deg, #10b981 0%, #0ea5e9 100%)',
  'linear-gradient(135deg, #facc15 0%, #f97316 100%)',
  'linear-gradient(135deg, #ec4899 0%, #8b5cf6 100%)',
  'linear-gradient(135deg, #64748b 0%, #0f172a 100%)',
];

export interface DetailsProps {
  doc: EditorDocument;
  readOnly: boolean;
  problem?: FormProblem;
  problemText?: string;
  onChange(patch: Partial<Pick<EditorDocument, 'image_url' | 'category' | 'tags' | 'description'>>): void;
}

/** The gallery fields of a template (non-Excel editing, 001 s.2): gradient, category, tags, description. */
export function Details({ doc, readOnly, problem, problemText, onChange }: DetailsProps) {
  const t = useT('templates');
  const categoryProblem = problem?.field === 'category' ? problemText : undefined;
  return (
    <Stack gap="normal">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('editor.gradient')}</legend>
        <Stack direction="horizontal" gap="condensed" wrap="wrap">
          {GRADIENTS.map((g, i) => (
            <label key={g} title={t('editor.gradientN', { n: i + 1 })} style={{ cursor: readOnly ? 'default' : 'pointer' }}>
              <input
                type="radio"
                name="tpl-gradient"
                aria-label={t('editor.gradientN', { n: i + 1 })}
                checked={doc.image_url === g}
                disabled={readOnly}
                onChange={() => onChange({ image_url: g })}
                style={{ position: 'absolute', opacity: 0 }}
              />
              <span
                style={{
                  display: 'inline-block',
                  width: 40,
                  height: 28,
                  borderRadius: 6,
                  background: g,
                  outline: doc.image_url === g ? '3px solid var(--fgColor-accent)' : 'none',
                  outlineOffset: 2,
                }}
              />
            </label>
          ))}
        </Stack>
      </fieldset>
      <FormControl required id={fieldId({ field: 'category' })}>
        <FormControl.Label>{t('editor.category')}</FormControl.Label>
        <TextInput
          block
          value={doc.category}
          readOnly={readOnly}
          validationStatus={categoryProblem ? 'error' : undefined}
          onChange={(e) => onChange({ category: e.target.value })}
        />
        {categoryProblem && <FormControl.Validation variant="error">{categoryProblem}</FormControl.Validation>}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('editor.tags')}</FormControl.Label>
        <TextInput
          block
          value={doc.tags.join(', ')}
          readOnly={readOnly}
          onChange={(e) => onChange({ tags: e.target.value.split(',').map((s) => s.trimStart()) })}
        />
        <FormControl.Caption>{t('editor.tagsHint')}</FormControl.Caption>
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('editor.description')}</FormControl.Label>
        <Textarea block rows={3} value={doc.description} readOnly={readOnly} onChange={(e) => onChange({ description: e.target.value })} />
      </FormControl>
    </Stack>
  );
}
