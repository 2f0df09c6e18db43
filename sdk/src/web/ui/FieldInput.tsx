/**
 * One column's input in a form (the expanded card, a shared form): a control per uidt holding
 * the value as the text `editText` gives and `parseInput` reads, so forms check values as the
 * grid does. Relations, attachments and computed columns are not typed into here.
 */
import { Checkbox, Select, Textarea, TextInput } from '@primer/react';
import { MAX_RATING, multiValues, selectOptions } from '../../cell-values.js';
import type { ViewColumn } from '../../view-columns.js';

/** Whether a form can take the column's value as typed text. */
export const typedInForm = (col: ViewColumn) => !col.readOnly && !col.relation && !col.virtual && col.uidt !== 'Attachment';

export interface FieldInputProps {
  col: ViewColumn;
  /** The value as text (`editText`). */
  text: string;
  onChange(text: string): void;
  id?: string;
  disabled?: boolean;
  /** Accessible name when no label element names the control. */
  label?: string;
  invalid?: boolean;
}

const INPUT_TYPE: Partial<Record<ViewColumn['uidt'], string>> = {
  Date: 'date',
  DateTime: 'datetime-local',
  Time: 'time',
  Email: 'email',
  URL: 'url',
  PhoneNumber: 'tel',
};
const NUMERIC = new Set(['Number', 'Decimal', 'Currency', 'Percent', 'Year', 'ForeignKey']);

export function FieldInput({ col, text, onChange, id, disabled, label, invalid }: FieldInputProps) {
  const common = { id, disabled, 'aria-label': label, 'aria-invalid': invalid || undefined, block: true } as const;
  switch (col.uidt) {
    case 'Checkbox':
      return (
        <Checkbox
          id={id}
          disabled={disabled}
          aria-label={label}
          checked={text === 'true'}
          onChange={(e) => onChange(String(e.target.checked))}
        />
      );
    case 'SingleSelect':
    case 'Rating': {
      const options = col.uidt === 'Rating' ? Array.from({ length: MAX_RATING + 1 }, (_, i) => String(i)) : selectOptions(col.column?.dtxp);
      return (
        <Select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <Select.Option value="">—</Select.Option>
          {options.map((o) => (
            <Select.Option key={o} value={o}>
              {o}
            </Select.Option>
          ))}
        </Select>
      );
    }
    case 'MultiSelect': {
      const chosen = new Set(multiValues(text));
      const toggle = (o: string, on: boolean) =>
        onChange(
          selectOptions(col.column?.dtxp)
            .filter((x) => (x === o ? on : chosen.has(x)))
            .join(','),
        );
      return (
        <div role="group" aria-label={label} id={id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {selectOptions(col.column?.dtxp).map((o) => (
            <label key={o} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <Checkbox disabled={disabled} checked={chosen.has(o)} onChange={(e) => toggle(o, e.target.checked)} /> {o}
            </label>
          ))}
        </div>
      );
    }
    case 'LongText':
    case 'JSON':
      return <Textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return (
        <TextInput
          {...common}
          type={INPUT_TYPE[col.uidt] ?? 'text'}
          inputMode={NUMERIC.has(col.uidt) ? 'decimal' : undefined}
          step={col.uidt === 'DateTime' || col.uidt === 'Time' ? 1 : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
