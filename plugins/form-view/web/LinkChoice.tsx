/**
 * A form's link field: the visitor picks the parent row by its display value from a list the
 * link's server answers page by page (ids and display values only), narrowed by a search box.
 * In the builder's preview there is no link to ask: the list stays empty and disabled.
 */
import type { SharedViewSource } from '@plinth/sdk/web';
import { errorText, FormField } from '@plinth/sdk/web';
import { SearchIcon } from '@primer/octicons-react';
import { Select, TextInput } from '@primer/react';
import { useEffect, useState } from 'react';

type Choice = { id: string; label: string };

export interface LinkChoiceProps {
  field: string;
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  /** The chosen parent's id, or '' for none. */
  value: string;
  onChange(id: string): void;
  choices?: SharedViewSource['choices'];
  texts: { none: string; search: string; more: string; failed: (msg: string) => string };
}

export function LinkChoice({ field, label, hint, error, required, value, onChange, choices, texts }: LinkChoiceProps) {
  const [q, setQ] = useState('');
  const [list, setList] = useState<Choice[]>([]);
  const [more, setMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!choices) return;
    let live = true;
    // Typing narrows the list after a short pause, not on every key.
    const timer = setTimeout(
      () =>
        void choices(field, { q }).then(
          (page) => {
            if (!live) return;
            setList(page.list);
            setMore(!page.isLastPage);
            setFailure(null);
          },
          (err: unknown) => live && setFailure(errorText(err)),
        ),
      q ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [choices, field, q]);
  // The chosen parent stays listed while a search shows others.
  const [chosen, setChosen] = useState<Choice | null>(null);
  const shown = chosen && value === chosen.id && !list.some((c) => c.id === chosen.id) ? [chosen, ...list] : list;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--base-size-4, 4px)' }}>
      <FormField
        label={label}
        hint={more ? `${hint ? `${hint} ` : ''}${texts.more}` : hint}
        error={failure ? texts.failed(failure) : error}
        required={required}
      >
        <Select
          block
          disabled={!choices}
          value={value}
          onChange={(e) => {
            const id = e.target.value;
            setChosen(shown.find((c) => c.id === id) ?? null);
            onChange(id);
          }}
        >
          <Select.Option value="">{texts.none}</Select.Option>
          {shown.map((c) => (
            <Select.Option key={c.id} value={c.id}>
              {c.label}
            </Select.Option>
          ))}
        </Select>
      </FormField>
      {choices && (
        <TextInput
          size="small"
          leadingVisual={SearchIcon}
          aria-label={texts.search}
          placeholder={texts.search}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      )}
    </div>
  );
}
