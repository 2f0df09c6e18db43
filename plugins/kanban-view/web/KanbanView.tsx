/**
 * The kanban: one lane per option of the view's single select column (plus Uncategorized), in
 * the view's lane order, each paging its own cards; drag a card to another lane (undoable, seen
 * live in other pages), add a card in a lane, collapse, hide and reorder lanes. Read only on a
 * shared view.
 */
import { bothWhere, rowKey, selectOptions, sortText, whereText, type Row } from '@plinth/sdk';
import { CardDialog, cardParts, EmptyState, settingsReader, useViewType, type OpenCard, type ViewComponentProps } from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { useCallback, useRef, useState } from 'react';
import { DEFAULT_KANBAN_SETTINGS, kanbanSettingsSchema, laneWhere, orderedLanes, UNCATEGORIZED } from '../shared/settings.js';
import { KanbanLane } from './KanbanLane.js';
import { KanbanToolbar } from './KanbanToolbar.js';
import { useKanbanMoves } from './useKanbanMoves.js';

const PLUGIN_ID = 'kanban-view';

const parseSettings = settingsReader(kanbanSettingsSchema, DEFAULT_KANBAN_SETTINGS);

export default function KanbanView(props: ViewComponentProps) {
  const { t, table, error, settings, change, readOnly, canEdit, canAdd } = useViewType(props, PLUGIN_ID, parseSettings);
  const laneLabel = useCallback((lane: string) => (lane === UNCATEGORIZED ? t('lane.uncategorized') : lane), [t]);
  const pk = table?.meta.columns.filter((c) => c.pk) ?? [];
  const moves = useKanbanMoves({
    projectId: props.projectId,
    tn: props.tn,
    rows: table?.rows,
    pk,
    groupColumn: settings.groupColumn,
    live: !readOnly,
    laneLabel,
    t,
  });
  const dragging = useRef<{ row: Row; lane: string } | null>(null);
  const [open, setOpen] = useState<(OpenCard & { lane: string }) | null>(null);

  if (error) return <p role="alert">{t('kanban.loadFailed', { msg: error })}</p>;
  if (!table) return <Spinner size="medium" />;
  const group = table.columns.find((c) => c.key === settings.groupColumn && c.uidt === 'SingleSelect');
  if (!group) return <EmptyState title={t('kanban.needsSelect')} />;
  const lanes = orderedLanes(selectOptions(group.column?.dtxp), settings.laneOrder);
  const shownLanes = lanes.filter((lane) => !settings.hiddenLanes.includes(lane));
  const parts = cardParts(table.columns, settings);
  const viewWhere = whereText(settings.filters, settings.filterLogic);
  const sort = sortText(settings.sorts) || undefined;
  const moveLane = (lane: string, step: -1 | 1) => {
    const order = [...lanes];
    const i = order.indexOf(lane);
    const j = i + step;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j]!, order[i]!];
    change({ laneOrder: order });
  };
  const toggle = (list: string[], lane: string) => (list.includes(lane) ? list.filter((l) => l !== lane) : [...list, lane]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="kanban-view">
      <KanbanToolbar
        columns={table.columns}
        settings={settings}
        onChange={change}
        lanes={lanes}
        laneLabel={laneLabel}
        readOnly={readOnly}
        canUndo={moves.canUndo}
        onUndo={() => void moves.undo()}
        onReload={moves.reloadAll}
        t={t}
      />
      <div style={{ flex: 1, minHeight: 0, display: 'flex', gap: 12, padding: 12, overflowX: 'auto' }}>
        {shownLanes.map((lane, i) => (
          <KanbanLane
            key={`${group.key}:${lane}`}
            lane={lane}
            label={laneLabel(lane)}
            rows={table.rows}
            query={{ where: bothWhere(viewWhere, laneWhere(group.key, lane)), sort }}
            pk={pk}
            parts={parts}
            coverFit={settings.coverFit}
            collapsed={settings.collapsedLanes.includes(lane)}
            readOnly={readOnly || !canEdit}
            canAdd={canAdd}
            isFirst={i === 0}
            isLast={i === shownLanes.length - 1}
            register={moves.register}
            onOpen={(row) => setOpen({ row, id: rowKey(pk, row), lane })}
            onAdd={() => setOpen({ row: { [group.key]: lane === UNCATEGORIZED ? null : lane }, id: null, lane })}
            onDragCard={(row) => (dragging.current = { row, lane })}
            onDrop={() => {
              const from = dragging.current;
              dragging.current = null;
              if (from) void moves.move(from.row, from.lane, lane);
            }}
            onToggleCollapse={() => change({ collapsedLanes: toggle(settings.collapsedLanes, lane) })}
            onHide={() => change({ hiddenLanes: [...settings.hiddenLanes, lane] })}
            onMove={(step) => moveLane(lane, step)}
            t={t}
          />
        ))}
      </div>
      {open && (
        <CardDialog
          table={table}
          settings={settings}
          titleColumn={parts.titleColumn}
          open={open}
          canEdit={canEdit}
          canAdd={canAdd}
          // A saved card may have changed lanes: every lane reads its rows again.
          onSaved={moves.reloadAll}
          onClose={() => setOpen(null)}
          t={t}
        />
      )}
    </div>
  );
}
