/** The calendar's toolbar: previous / today / next with the range's name, the layout, the date and end fields, the SDK's filter / sort / fields menus. */
import type { ViewColumn } from '@plinth/sdk';
import { ColumnSelect, ViewFieldMenus, ViewToolbar } from '@plinth/sdk/web';
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
    <ViewToolbar label={t('toolbar.label')}>
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
      <ColumnSelect
        label={t('toolbar.dateColumn')}
        value={settings.dateColumn}
        columns={dates}
        onChange={(dateColumn) => onChange({ dateColumn })}
      />
      <ColumnSelect
        label={t('toolbar.endColumn')}
        noneText={t('toolbar.noEnd')}
        value={settings.endColumn}
        columns={dates.filter((c) => c.key !== settings.dateColumn)}
        onChange={(endColumn) => onChange({ endColumn })}
      />
      <ViewFieldMenus columns={columns} settings={settings} onChange={onChange} t={t} />
    </ViewToolbar>
  );
}
