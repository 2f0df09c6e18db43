/**
 * How each uidt is edited inline, and `CellView`, a cell's display outside the grid. Values are
 * rendered as text (React escapes them, `drawCell` makes text nodes): rich text and comments
 * never reach the DOM as HTML.
 */
import { CellValue, useT } from '@plinth/sdk/web';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import {
  type ViewColumn,
  attachments,
  editText,
  MAX_RATING,
  multiValues,
  optionColour,
  parseInput,
  selectOptions,
  type CellAttachment,
} from '@plinth/sdk';

export const PLUGIN_ID = 'grid-view';

const chip = (background: string): CSSProperties => ({
  display: 'inline-block',
  padding: '0 6px',
  marginInlineEnd: 4,
  borderRadius: 10,
  background,
  color: '#1f2328',
  fontSize: 12,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
});

const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** The display of one cell outside the grid (the expanded row's read-only fields). */
export function CellView({ col, value, wrap = false }: { col: ViewColumn; value: unknown; wrap?: boolean }) {
  const t = useT(PLUGIN_ID);
  return <CellValue col={col} value={value} wrap={wrap} t={t} />;
}

export interface CellEditorProps {
  col: ViewColumn;
  value: unknown;
  projectId: string;
  /** Text typed before the editor opened (typing on a selected cell replaces its value). */
  initialText?: string;
  /** Parsed and checked by the store. */
  onCommitText(text: string): void;
  /** A value chosen from a list (selects, rating, attachments). */
  onCommitValue(value: unknown): void;
  onCancel(): void;
  /** Uploads files (storage plugin). */
  upload?(files: File[]): Promise<CellAttachment[]>;
}

const editorBox: CSSProperties = {
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  background: 'var(--bgColor-default, #fff)',
  boxShadow: '0 0 0 2px var(--borderColor-accent-emphasis, #0969da)',
};
const popup: CSSProperties = {
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  zIndex: 5,
  minWidth: 240,
  maxHeight: 320,
  overflow: 'auto',
  padding: 8,
  background: 'var(--bgColor-default, #fff)',
  color: 'var(--fgColor-default, #1f2328)',
  border: '1px solid var(--borderColor-default, #d0d7de)',
  borderRadius: 6,
  boxShadow: '0 8px 24px rgba(140,149,159,0.3)',
};
const inputStyle: CSSProperties = {
  width: '100%',
  height: '100%',
  border: 'none',
  outline: 'none',
  padding: '0 6px',
  font: 'inherit',
  background: 'transparent',
  color: 'inherit',
};

const INPUT_TYPE: Partial<Record<string, string>> = { Date: 'date', Time: 'time', DateTime: 'datetime-local' };

/** The inline editor of one cell, chosen by uidt. Enter commits, Esc cancels. */
export function CellEditor(props: CellEditorProps) {
  switch (props.col.uidt) {
    case 'LongText':
    case 'JSON':
      return <TextAreaEditor {...props} />;
    case 'SingleSelect':
    case 'MultiSelect':
      return <SelectEditor {...props} />;
    case 'Rating':
      return <RatingEditor {...props} />;
    case 'Attachment':
      return <AttachmentEditor {...props} />;
    default:
      return <TextEditor {...props} />;
  }
}

function useValidation(col: ViewColumn) {
  const t = useT(PLUGIN_ID);
  return (text: string): string | null => {
    const parsed = parseInput(col, text);
    return parsed.ok ? null : t(parsed.error, parsed.params);
  };
}

function ErrorText({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      style={{
        position: 'absolute',
        top: '100%',
        insetInlineStart: 0,
        zIndex: 6,
        padding: '2px 6px',
        fontSize: 12,
        background: '#ffebe9',
        color: '#82071e',
        border: '1px solid #ff8182',
        whiteSpace: 'nowrap',
      }}
    >
      {error}
    </div>
  );
}

function TextEditor({ col, value, initialText, onCommitText, onCancel }: CellEditorProps) {
  const t = useT(PLUGIN_ID);
  const validate = useValidation(col);
  const [text, setText] = useState(initialText ?? editText(col, value));
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  const commit = () => {
    if (done.current) return;
    const problem = validate(text);
    if (problem) {
      setError(problem);
      return;
    }
    done.current = true;
    onCommitText(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      done.current = true;
      onCancel();
    }
  };
  const type =
    INPUT_TYPE[col.uidt] ?? (col.uidt === 'Email' ? 'email' : col.uidt === 'URL' ? 'url' : col.uidt === 'PhoneNumber' ? 'tel' : 'text');
  const numeric = ['Number', 'Decimal', 'Currency', 'Percent', 'Year', 'ForeignKey'].includes(col.uidt);
  return (
    <div style={editorBox}>
      <input
        autoFocus
        aria-label={t('cell.edit', { column: col.title })}
        aria-invalid={error ? true : undefined}
        type={type}
        step={type === 'time' || type === 'datetime-local' ? 1 : undefined}
        inputMode={numeric ? 'decimal' : undefined}
        value={text}
        style={{ ...inputStyle, textAlign: numeric ? 'end' : undefined }}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(validate(e.target.value));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!done.current && validate(text)) {
            done.current = true;
            onCancel();
          } else commit();
        }}
      />
      <ErrorText error={error} />
    </div>
  );
}

/** Long text and JSON: a larger text area over the cell; Ctrl+Enter (or Enter for long text) commits. */
function TextAreaEditor({ col, value, initialText, onCommitText, onCancel }: CellEditorProps) {
  const t = useT(PLUGIN_ID);
  const validate = useValidation(col);
  const start = initialText ?? (col.uidt === 'JSON' && value !== null && value !== undefined ? prettyJson(value) : editText(col, value));
  const [text, setText] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  const commit = () => {
    if (done.current) return;
    const problem = validate(text);
    if (problem) return setError(problem);
    done.current = true;
    onCommitText(text);
  };
  return (
    <div style={{ ...popup, padding: 0, width: 360 }}>
      <textarea
        autoFocus
        aria-label={t('cell.edit', { column: col.title })}
        value={text}
        rows={8}
        style={{
          width: '100%',
          border: 'none',
          outline: 'none',
          padding: 8,
          font: col.uidt === 'JSON' ? '12px monospace' : 'inherit',
          resize: 'vertical',
          background: 'transparent',
          color: 'inherit',
        }}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(validate(e.target.value));
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') {
            e.preventDefault();
            done.current = true;
            onCancel();
          } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            commit();
          }
        }}
        onBlur={() => {
          if (!done.current && validate(text)) {
            done.current = true;
            onCancel();
          } else commit();
        }}
      />
      {error && (
        <div role="alert" style={{ padding: '2px 8px', fontSize: 12, color: '#82071e' }}>
          {error}
        </div>
      )}
    </div>
  );
}

function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value, null, 2);
  } catch {
    return String(value);
  }
}

function closeOnEscape(onCancel: () => void) {
  return (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };
}

/** Single select: pick one (or none); multi select: tick several, committed on each change. */
function SelectEditor({ col, value, onCommitValue, onCancel }: CellEditorProps) {
  const t = useT(PLUGIN_ID);
  const options = selectOptions(col.column?.dtxp);
  const multi = col.uidt === 'MultiSelect';
  const [chosen, setChosen] = useState<string[]>(multi ? multiValues(value) : value ? [String(value)] : []);
  return (
    <div
      style={popup}
      role="listbox"
      aria-label={t('cell.edit', { column: col.title })}
      aria-multiselectable={multi || undefined}
      onKeyDown={closeOnEscape(onCancel)}
    >
      {!options.length && <div>{t('cell.noOptions')}</div>}
      {options.map((o, i) => {
        const selected = chosen.includes(o);
        return (
          <div
            key={o}
            role="option"
            aria-selected={selected}
            tabIndex={0}
            autoFocus={i === 0}
            style={{ padding: '3px 4px', cursor: 'pointer', display: 'flex', gap: 6, alignItems: 'center' }}
            onClick={() => {
              if (multi) {
                const next = selected ? chosen.filter((c) => c !== o) : [...chosen, o];
                setChosen(next);
                onCommitValue(next);
              } else onCommitValue(selected ? null : o);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                (e.currentTarget as HTMLElement).click();
              }
            }}
          >
            {multi && <span aria-hidden>{selected ? '☑' : '☐'}</span>}
            <span style={chip(optionColour(i))}>{o}</span>
          </div>
        );
      })}
      {multi && (
        <button type="button" style={{ marginTop: 6 }} onClick={onCancel}>
          {t('common.close')}
        </button>
      )}
    </div>
  );
}

function RatingEditor({ col, value, onCommitValue, onCancel }: CellEditorProps) {
  const t = useT(PLUGIN_ID);
  const current = typeof value === 'number' ? value : Number(value ?? 0);
  return (
    <div
      style={{ ...editorBox, display: 'flex', alignItems: 'center', gap: 2, padding: '0 4px' }}
      role="group"
      aria-label={t('cell.edit', { column: col.title })}
      onKeyDown={closeOnEscape(onCancel)}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          autoFocus={n === Math.max(1, current)}
          aria-label={t('cell.setRating', { n })}
          aria-pressed={n <= current}
          style={{
            border: 'none',
            background: 'none',
            cursor: 'pointer',
            padding: 0,
            fontSize: 16,
            color: n <= current ? '#d4a72c' : '#8c959f',
          }}
          onClick={() => onCommitValue(n === current ? 0 : n)}
        >
          {n <= current ? '★' : '☆'}
        </button>
      ))}
    </div>
  );
}

function AttachmentEditor({ col, value, upload, onCommitValue, onCancel }: CellEditorProps) {
  const t = useT(PLUGIN_ID);
  const [list, setList] = useState<CellAttachment[]>(attachments(value));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = (next: CellAttachment[]) => {
    setList(next);
    onCommitValue(next);
  };
  return (
    <div style={popup} role="dialog" aria-label={t('cell.edit', { column: col.title })} onKeyDown={closeOnEscape(onCancel)}>
      {!list.length && <div>{t('attachment.none')}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((a, i) => (
          <li key={`${a.url}-${i}`} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <a href={a.url} target="_blank" rel="noopener noreferrer" style={ellipsis}>
              {a.title ?? a.url}
            </a>
            <button
              type="button"
              aria-label={t('attachment.remove', { title: a.title ?? a.url })}
              onClick={() => save(list.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label style={{ display: 'block', marginTop: 6 }}>
        {busy ? t('attachment.uploading') : t('attachment.upload')}
        <input
          type="file"
          multiple
          disabled={busy || !upload}
          aria-label={t('attachment.upload')}
          style={{ display: 'block' }}
          onChange={async (e) => {
            const files = [...(e.target.files ?? [])];
            if (!files.length || !upload) return;
            setBusy(true);
            setError(null);
            try {
              save([...list, ...(await upload(files))]);
            } catch (err) {
              setError(err instanceof Error ? err.message : String(err));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {error && <div role="alert">{error}</div>}
      <button type="button" style={{ marginTop: 6 }} onClick={onCancel}>
        {t('common.close')}
      </button>
    </div>
  );
}
