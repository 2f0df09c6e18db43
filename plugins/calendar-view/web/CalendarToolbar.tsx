/** The calendar's toolbar: previous / today / next with the range's name, the layout, the date and end fields, the SDK's filter / sort / fields menus. */
import type { ViewColumn } from '@plinth/sdk';
import { ViewFieldMenus } from '@plinth/sdk/web';
import { Button, Select } from '@primer/react';
import { CALENDAR_LAYOUTS, isDateColumn, type CalendarLayout, type CalendarSettings } from '../shared/settings.js';

export interface CalendarToolbarProps {
  columns: ViewColumn[];
  settings: CalendarSettings;
  onChange(patch: Partial<CalendarSettings>): void;
  rangeName: string;
  onStep(step: 1 | -1): void;
  onToday(): void;
  t(key: string, options?: Record<string, unknown>): string;
}

export function CalendarToolbar({ columns, settings, onChange, rangeName, onStep, onToday, t }: CalendarToolbarProps) {
  const dates = columns.filter(isDateColumn);
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
      <Button size="small" aria-label={t('toolbar.previous')} onClick={() => onStep(-1)}>
        ‹
      </Button>
      <Button size="small" onClick={onToday}>
        {t('toolbar.today')}
      </Button>
      <Button size="small" aria-label={t('toolbar.next')} onClick={() => onStep(1)}>
        ›
      </Button>
      <strong data-testid="calendar-range" style={{ minWidth: 140 }}>
        {rangeName}
      </strong>
      <Select
        size="small"
        aria-label={t('toolbar.layout')}
        value={settings.layout}
        onChange={(e) => onChange({ layout: e.target.value as CalendarLayout })}
      >
        {CALENDAR_LAYOUTS.map((l) => (
          <Select.Option key={l} value={l}>
            {t(`layout.${l}`)}
          </Select.Option>
        ))}
      </Select>
      <Select
        size="small"
        aria-label={t('toolbar.dateColumn')}
        value={settings.dateColumn ?? ''}
        onChange={(e) => onChange({ dateColumn: e.target.value || null })}
      >
        {dates.map((c) => (
          <Select.Option key={c.key} value={c.key}>
            {c.title}
          </Select.Option>
        ))}
      </Select>
      <Select
        size="small"
        aria-label={t('toolbar.endColumn')}
        value={settings.endColumn ?? ''}
        onChange={(e) => onChange({ endColumn: e.target.value || null })}
      >
        <Select.Option value="">{t('toolbar.noEnd')}</Select.Option>
        {dates
          .filter((c) => c.key !== settings.dateColumn)
          .map((c) => (
            <Select.Option key={c.key} value={c.key}>
              {c.title}
            </Select.Option>
          ))}
      </Select>
      <ViewFieldMenus columns={columns} settings={settings} onChange={onChange} t={t} />
    </div>
  );
}
