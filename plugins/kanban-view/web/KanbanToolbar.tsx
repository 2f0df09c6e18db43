/** The kanban's toolbar: the group column, the SDK's filter / sort / fields menus, cover, hidden lanes, undo, reload. */
import type { ViewColumn } from '@plinth/sdk';
import { ViewFieldMenus } from '@plinth/sdk/web';
import { Button, Select } from '@primer/react';
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
  const selects = columns.filter((c) => c.uidt === 'SingleSelect' && c.column);
  const covers = columns.filter((c) => c.uidt === 'Attachment' && c.column);
  const [lanesOpen, setLanesOpen] = useState(false);
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
      <Select
        size="small"
        aria-label={t('toolbar.groupBy')}
        value={settings.groupColumn ?? ''}
        onChange={(e) => onChange({ groupColumn: e.target.value || null, laneOrder: [], hiddenLanes: [], collapsedLanes: [] })}
      >
        {selects.map((c) => (
          <Select.Option key={c.key} value={c.key}>
            {c.title}
          </Select.Option>
        ))}
      </Select>
      <ViewFieldMenus columns={columns} settings={settings} onChange={onChange} t={t} />
      <Select
        size="small"
        aria-label={t('toolbar.cover')}
        value={settings.coverColumn ?? ''}
        onChange={(e) => onChange({ coverColumn: e.target.value || null })}
      >
        <Select.Option value="">{t('toolbar.noCover')}</Select.Option>
        {covers.map((c) => (
          <Select.Option key={c.key} value={c.key}>
            {c.title}
          </Select.Option>
        ))}
      </Select>
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
    </div>
  );
}
