/** The kanban's toolbar: the group column, the SDK's filter / sort / fields menus, cover, hidden lanes, undo, reload. */
import type { ViewColumn } from '@plinth/sdk';
import { ColumnSelect, CoverSelect, ViewFieldMenus, ViewToolbar } from '@plinth/sdk/web';
import { Button } from '@primer/react';
import { useState } from 'react';
import type { KanbanSettings } from '../shared/settings.js';

export interface KanbanToolbarProps {
  columns: ViewColumn[];
  settings: KanbanSettings;
  onChange(patch: Partial<KanbanSettings>): void;
  lanes: string[];
  laneLabel(lane: string): string;
  readOnly: boolean;
  canUndo: boolean;
  onUndo(): void;
  onReload(): void;
  t(key: string, options?: Record<string, unknown>): string;
}

export function KanbanToolbar({
  columns,
  settings,
  onChange,
  lanes,
  laneLabel,
  readOnly,
  canUndo,
  onUndo,
  onReload,
  t,
}: KanbanToolbarProps) {
  const [lanesOpen, setLanesOpen] = useState(false);
  return (
    <ViewToolbar label={t('toolbar.label')}>
      <ColumnSelect
        label={t('toolbar.groupBy')}
        value={settings.groupColumn}
        columns={columns.filter((c) => c.uidt === 'SingleSelect' && c.column)}
        onChange={(groupColumn) => onChange({ groupColumn, laneOrder: [], hiddenLanes: [], collapsedLanes: [] })}
      />
      <ViewFieldMenus columns={columns} settings={settings} onChange={onChange} t={t} />
      <CoverSelect columns={columns} value={settings.coverColumn} onChange={(coverColumn) => onChange({ coverColumn })} t={t} />
      <div style={{ position: 'relative' }}>
        <Button size="small" aria-expanded={lanesOpen} onClick={() => setLanesOpen(!lanesOpen)}>
          {t('toolbar.lanes')}
        </Button>
        {lanesOpen && (
          <div
            role="dialog"
            aria-label={t('toolbar.lanes')}
            style={{
              position: 'absolute',
              top: '100%',
              zIndex: 20,
              marginTop: 4,
              minWidth: 220,
              padding: 12,
              background: 'var(--bgColor-default, #fff)',
              border: '1px solid var(--borderColor-default, #d0d7de)',
              borderRadius: 6,
              boxShadow: '0 8px 24px rgba(140,149,159,0.3)',
            }}
          >
            {lanes.map((lane) => (
              <label key={lane} style={{ display: 'flex', gap: 6, alignItems: 'center', marginBottom: 4 }}>
                <input
                  type="checkbox"
                  aria-label={t('lanes.show', { lane: laneLabel(lane) })}
                  checked={!settings.hiddenLanes.includes(lane)}
                  onChange={(e) =>
                    onChange({
                      hiddenLanes: e.target.checked ? settings.hiddenLanes.filter((l) => l !== lane) : [...settings.hiddenLanes, lane],
                    })
                  }
                />
                {laneLabel(lane)}
              </label>
            ))}
          </div>
        )}
      </div>
      {!readOnly && (
        <Button size="small" disabled={!canUndo} onClick={onUndo}>
          {t('toolbar.undo')}
        </Button>
      )}
      <Button size="small" onClick={onReload}>
        {t('toolbar.reload')}
      </Button>
    </ViewToolbar>
  );
}
