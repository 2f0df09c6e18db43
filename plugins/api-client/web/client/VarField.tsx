/**
 * A request field with environment variables (001 s.5): typing `{{` opens a menu of the active
 * environment's variables filtered by what follows; picking one writes `{{name}}`. The field is
 * marked env-valid or env-invalid by whether every `{{name}}` in it is defined.
 */
import { TextInput } from '@primer/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { envValid, openPlaceholder } from './request.js';

export function VarField({
  value,
  onChange,
  vars,
  label,
  placeholder,
  invalidText,
  block,
}: {
  value: string;
  onChange(value: string): void;
  vars: ReadonlyMap<string, string>;
  label: string;
  placeholder?: string;
  /** Read by screen readers when a variable is not defined. */
  invalidText: string;
  block?: boolean;
}) {
  const [caret, setCaret] = useState<number | null>(null);
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const typed = caret === null ? undefined : openPlaceholder(value, caret);
  const matches = typed === undefined ? [] : [...vars.keys()].filter((name) => name.toLowerCase().startsWith(typed.toLowerCase()));
  const open = matches.length > 0;
  const valid = envValid(value, vars);

  const pick = (name: string) => {
    if (caret === null || typed === undefined) return;
    const start = caret - typed.length - 2;
    const next = `${value.slice(0, start)}{{${name}}}${value.slice(caret)}`;
    onChange(next);
    setCaret(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setHighlight((h) => (h + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(matches[Math.min(highlight, matches.length - 1)]!);
    } else if (e.key === 'Escape') setCaret(null);
  };

  return (
    <div style={{ position: 'relative', flex: block ? 1 : undefined }}>
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        value={value}
        block={block}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={!valid}
        aria-description={valid ? undefined : invalidText}
        data-env={valid ? 'env-valid' : 'env-invalid'}
        validationStatus={valid ? undefined : 'error'}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setCaret(e.currentTarget.selectionStart);
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setCaret(null), 150)}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          style={{
            position: 'absolute',
            zIndex: 10,
            insetInlineStart: 0,
            top: '100%',
            margin: 0,
            padding: 4,
            listStyle: 'none',
            minWidth: 200,
            background: 'var(--overlay-bgColor, var(--bgColor-default))',
            border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
            borderRadius: 'var(--borderRadius-medium)',
            boxShadow: 'var(--shadow-resting-medium)',
          }}
        >
          {matches.map((name, i) => (
            <li
              key={name}
              role="option"
              aria-selected={i === highlight}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(name);
              }}
              style={{ padding: '4px 8px', cursor: 'pointer', background: i === highlight ? 'var(--bgColor-accent-muted)' : undefined }}
            >
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
