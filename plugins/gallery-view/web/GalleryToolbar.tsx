/** The gallery's toolbar: new record, the SDK's filter / sort / fields menus, the cover and title columns, the count. */
import { displayColumnKey, type ViewColumn } from '@plinth/sdk';
import { ViewFieldMenus } from '@plinth/sdk/web';
import { Button, Select } from '@primer/react';
import type { GallerySettings } from '../shared/settings.js';

export interface GalleryToolbarProps {
  columns: ViewColumn[];
  settings: GallerySettings;
  onChange(patch: Partial<GallerySettings>): void;
  total: number | null;
  canAdd: boolean;
  onAdd(): void;
  onReload(): void;
  t(key: string, options?: Record<string, unknown>): string;
}

export function GalleryToolbar({ columns, settings, onChange, total, canAdd, onAdd, onReload, t }: GalleryToolbarProps) {
  const attachmentColumns = columns.filter((c) => c.uidt === 'Attachment' && c.column);
  const stored = columns.filter((c) => c.column);
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      style={{
        display: 'flex',
        gap: 6,
        alignItems: 'center',
        padding: '6px 8px',
        flexWrap: 'wrap',
        borderBottom: '1px solid var(--borderColor-default, #d0d7de)',
      }}
    >
      {canAdd && (
        <Button size="small" onClick={onAdd}>
          {t('toolbar.addRow')}
        </Button>
      )}
      <ViewFieldMenus columns={columns} settings={settings} onChange={onChange} t={t} />
      <Select
        size="small"
        aria-label={t('toolbar.cover')}
        value={settings.coverColumn ?? ''}
        onChange={(e) => onChange({ coverColumn: e.target.value || null })}
      >
        <Select.Option value="">{t('toolbar.noCover')}</Select.Option>
        {attachmentColumns.map((c) => (
          <Select.Option key={c.key} value={c.key}>
            {c.title}
          </Select.Option>
        ))}
      </Select>
      <Select
        size="small"
        aria-label={t('toolbar.title')}
        value={settings.titleColumn ?? displayColumnKey(columns) ?? ''}
        onChange={(e) => onChange({ titleColumn: e.target.value || null })}
      >
        {stored.map((c) => (
          <Select.Option key={c.key} value={c.key}>
            {c.title}
          </Select.Option>
        ))}
      </Select>
      <Button size="small" onClick={onReload}>
        {t('toolbar.reload')}
      </Button>
      {total !== null && (
        <span style={{ marginInlineStart: 'auto', color: 'var(--fgColor-muted, #59636e)' }}>{t('gallery.count', { count: total })}</span>
      )}
    </div>
  );
}
