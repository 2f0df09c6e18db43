/** The gallery's toolbar: new record, the SDK's filter / sort / fields menus, the cover and title columns, the count. */
import { displayColumnKey, type ViewColumn } from '@plinth/sdk';
import { ColumnSelect, CoverSelect, ViewFieldMenus, ViewToolbar } from '@plinth/sdk/web';
import { Button } from '@primer/react';
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
  return (
    <ViewToolbar label={t('toolbar.label')}>
      {canAdd && (
        <Button size="small" onClick={onAdd}>
          {t('toolbar.addRow')}
        </Button>
      )}
      <ViewFieldMenus columns={columns} settings={settings} onChange={onChange} t={t} />
      <CoverSelect columns={columns} value={settings.coverColumn} onChange={(coverColumn) => onChange({ coverColumn })} t={t} />
      <ColumnSelect
        label={t('toolbar.title')}
        value={settings.titleColumn ?? displayColumnKey(columns)}
        columns={columns.filter((c) => c.column)}
        onChange={(titleColumn) => onChange({ titleColumn })}
      />
      <Button size="small" onClick={onReload}>
        {t('toolbar.reload')}
      </Button>
      {total !== null && (
        <span style={{ marginInlineStart: 'auto', color: 'var(--fgColor-muted, #59636e)' }}>{t('gallery.count', { count: total })}</span>
      )}
    </ViewToolbar>
  );
}
