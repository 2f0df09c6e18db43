/**
 * The grid toolbar: add / delete rows, undo, the SDK's filter, sort and fields menus, row height,
 * add column. Every change goes through `onChange` (which saves the view).
 */
import { observer, useT, ViewFieldMenus, ViewToolbar } from '@plinth/sdk/web';
import { Button, Select } from '@primer/react';
import { ROW_HEIGHTS, type GridSettings, type RowHeight } from '../shared/settings.js';
import { PLUGIN_ID } from './cells.js';
import type { GridStore } from './GridStore.js';

export interface ToolbarProps {
  store: GridStore;
  canEditRows: boolean;
  canEditSchema: boolean;
  onChange(patch: Partial<GridSettings>): void;
  onAddRow(): void;
  onDeleteRows(): void;
  onAddColumn(): void;
}

export const Toolbar = observer(function Toolbar({
  store,
  canEditRows,
  canEditSchema,
  onChange,
  onAddRow,
  onDeleteRows,
  onAddColumn,
}: ToolbarProps) {
  const t = useT(PLUGIN_ID);
  return (
    <ViewToolbar label={t('toolbar.label')}>
      {canEditRows && (
        <>
          <Button size="small" onClick={onAddRow}>
            {t('toolbar.addRow')}
          </Button>
          <Button size="small" variant="danger" disabled={!store.rowsToDelete().length} onClick={onDeleteRows}>
            {t('toolbar.deleteRows')}
          </Button>
          <Button size="small" disabled={!store.undoStack.length} onClick={() => void store.undo()}>
            {t('toolbar.undo')}
          </Button>
        </>
      )}
      <ViewFieldMenus columns={store.allColumns} settings={store.settings} onChange={onChange} t={t} />
      <Select
        size="small"
        aria-label={t('toolbar.rowHeight')}
        value={store.settings.rowHeight}
        onChange={(e) => onChange({ rowHeight: e.target.value as RowHeight })}
      >
        {ROW_HEIGHTS.map((h) => (
          <Select.Option key={h} value={h}>
            {t(`rowHeight.${h}`)}
          </Select.Option>
        ))}
      </Select>
      <Button size="small" onClick={() => void store.reload()}>
        {t('toolbar.reload')}
      </Button>
      {canEditSchema && (
        <Button size="small" onClick={onAddColumn}>
          {t('toolbar.addColumn')}
        </Button>
      )}
    </ViewToolbar>
  );
});
