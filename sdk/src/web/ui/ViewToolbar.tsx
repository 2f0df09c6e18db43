/**
 * What the gallery, kanban and calendar toolbars are made of besides `ViewFieldMenus`: the
 * toolbar row, a select of one of the view's columns (cover, title, group, date) and the cover
 * select the card views share. Texts come from the caller's translator.
 */
import { Select } from '@primer/react';
import type { CSSProperties, ReactNode } from 'react';
import type { ViewColumn } from '../../view-columns.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const toolbarStyle: CSSProperties = {
  display: 'flex',
  gap: 6,
  alignItems: 'center',
  padding: '6px 8px',
  flexWrap: 'wrap',
  borderBottom: '1px solid var(--borderColor-default, #d0d7de)',
};

export interface ViewToolbarProps {
  /** The toolbar's accessible name. */
  label: string;
  children: ReactNode;
}

/** A view's toolbar: one wrapping row of controls above the view. */
export function ViewToolbar({ label, children }: ViewToolbarProps) {
  return (
    <div role="toolbar" aria-label={label} style={toolbarStyle}>
      {children}
    </div>
  );
}

export interface ColumnSelectProps {
  /** The select's accessible name. */
  label: string;
  /** The chosen column's key; null or undefined for none. */
  value: string | null | undefined;
  columns: readonly ViewColumn[];
  /** The text of the "no column" choice; without it there is none. */
  noneText?: string;
  onChange(key: string | null): void;
}

/** A small select of one of the view's columns, by title. */
export function ColumnSelect({ label, value, columns, noneText, onChange }: ColumnSelectProps) {
  return (
    <Select size="small" aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      {noneText !== undefined && <Select.Option value="">{noneText}</Select.Option>}
      {columns.map((c) => (
        <Select.Option key={c.key} value={c.key}>
          {c.title}
        </Select.Option>
      ))}
    </Select>
  );
}

export interface CoverSelectProps {
  /** All the view's columns: the stored attachment ones are offered. */
  columns: readonly ViewColumn[];
  value: string | null | undefined;
  onChange(key: string | null): void;
  /** The caller's translator, with `toolbar.cover` and `toolbar.noCover`. */
  t: Translate;
}

/** The cards' cover: one of the view's attachment columns, or none. */
export function CoverSelect({ columns, value, onChange, t }: CoverSelectProps) {
  return (
    <ColumnSelect
      label={t('toolbar.cover')}
      noneText={t('toolbar.noCover')}
      value={value}
      columns={columns.filter((c) => c.uidt === 'Attachment' && c.column)}
      onChange={onChange}
    />
  );
}
