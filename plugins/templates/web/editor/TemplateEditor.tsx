import { Button, FormControl, Stack, TextInput } from '@primer/react';
import { PlusIcon } from '@primer/octicons-react';
import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { useMemo, useState } from 'react';
import { useEditorActions } from './actions.js';
import { editUnlock, raiseProjectCounter } from './counters.js';
import { Details } from './Details.js';
import { NamesDialog, ShortcutsDialog } from './dialogs.js';
import { EditTokenField } from './EditTokenField.js';
import type { LooseDocument } from './model.js';
import { deleteColumn, deleteTable, renameTable, updateColumn } from './relations.js';
import { TablePanel } from './TablePanel.js';
import { Toolbar } from './Toolbar.js';
import { useShortcuts } from './use-shortcuts.js';
import { useEditorState } from './use-editor.js';
import { useNamesDialog } from './use-names.js';
import { fieldId } from './validate.js';

export interface TemplateEditorProps {
  /** The template to start from (editor or saved form). */
  document: LooseDocument;
  /** A stored template's id: saves update it. None, or a local id: the first save creates it. */
  templateId?: number | string;
  /** Read-only (the template detail) unless the hidden counters unlock it (001 s.6). */
  readOnly?: boolean;
  /** Gallery templates need a category (001 s.5, non-Excel mode); default true. */
  requireCategory?: boolean;
  onSaved?(id: number): void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The template editor of 001 s.2: project name, table panels with their columns, gallery details. */
export const TemplateEditor = observer(function TemplateEditor(props: TemplateEditorProps) {
  const { requireCategory = true } = props;
  const t = useT('templates');
  const ctx = usePlinth();
  const state = useEditorState(props.document, props.templateId, requireCategory);
  const { doc, setDoc, problem, current } = state;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const readOnly = !!props.readOnly && !editUnlock.editable;
  const mac = useMemo(isMac, []);
  const problemText = problem && t(`editor.problem.${problem.code}`, problem.params);
  const actions = useEditorActions({
    doc,
    requireCategory,
    id: state.id,
    setId: state.setId,
    onProblem: state.focusProblem,
    onSaved: props.onSaved,
  });
  const names = useNamesDialog(doc, setDoc, state.expandKey);

  useShortcuts(!readOnly && !names.open && !shortcutsOpen, mac, (a) => {
    if (a.kind === 'tables') names.openTables();
    else if (a.kind === 'columns') names.openColumns(current.table);
    else if (a.kind === 'addColumn') state.addRow(current.table, a.uidt);
    else if (a.kind === 'table') state.navigateTable(a.step);
    else if (a.kind === 'column') state.navigateColumn(a.step);
    else if (a.kind === 'copyJson') void actions.copyJson();
    else void actions.save();
  });

  const reset = async () => {
    const confirmed = await ctx.confirm({
      title: t('editor.reset.title'),
      body: t('editor.reset.body'),
      confirmLabel: t('editor.reset.confirm'),
      danger: true,
    });
    if (confirmed) state.reset();
  };
  const titleProblem = problem?.field === 'title' ? problemText : undefined;

  return (
    <div style={{ minHeight: 500, position: 'relative' }} data-testid="template-editor">
      <Stack gap="normal">
        <Toolbar
          readOnly={readOnly}
          busy={actions.busy}
          stored={state.id !== undefined}
          canPublish={!actions.hasToken()}
          onImport={() => ctx.toast.info(t('editor.toast.happyHacking'), 3000)}
          onHelp={() => setShortcutsOpen(true)}
          onReset={() => void reset()}
          onNewTable={names.openTables}
          onCopy={() => void actions.copyJson()}
          onPublish={() => void actions.publish()}
          onSubmit={() => void actions.save()}
        />
        {editUnlock.tokenFieldShown && <EditTokenField />}
        <FormControl required id={fieldId({ field: 'title' })}>
          <FormControl.Label>
            <span onDoubleClick={raiseProjectCounter}>{t('editor.projectName')}</span>
          </FormControl.Label>
          <TextInput
            block
            value={doc.title}
            readOnly={readOnly}
            validationStatus={titleProblem ? 'error' : undefined}
            onChange={(e) => setDoc({ ...doc, title: e.target.value })}
          />
          {titleProblem && <FormControl.Validation variant="error">{titleProblem}</FormControl.Validation>}
        </FormControl>
        {doc.tables.length === 0 && <p>{t('editor.noTables')}</p>}
        {doc.tables.map((table, ti) => (
          <TablePanel
            key={table.key}
            doc={doc}
            ti={ti}
            expanded={state.expanded.has(table.key)}
            readOnly={readOnly}
            problem={problem?.table === ti ? problem : undefined}
            problemText={problem?.table === ti ? problemText : undefined}
            onToggle={() => state.toggle(table.key)}
            onRename={(tn) => setDoc(renameTable(doc, ti, tn))}
            onDelete={() => setDoc(deleteTable(doc, ti))}
            onAddColumn={() => state.addRow(ti)}
            onAddColumns={() => names.openColumns(ti)}
            onColumnChange={(ci, patch) => setDoc(updateColumn(doc, ti, ci, patch))}
            onColumnDelete={(ci) => setDoc(deleteColumn(doc, ti, ci))}
            onColumnFocus={(ci) => state.setCurrent({ table: ti, column: ci })}
          />
        ))}
        <Details
          doc={doc}
          readOnly={readOnly}
          problem={problem}
          problemText={problemText}
          onChange={(patch) => setDoc({ ...doc, ...patch })}
        />
      </Stack>
      {!readOnly && (
        <div style={{ position: 'sticky', bottom: 16, display: 'flex', justifyContent: 'flex-end', pointerEvents: 'none' }}>
          <Button
            variant="primary"
            leadingVisual={PlusIcon}
            onClick={names.openTables}
            style={{ pointerEvents: 'auto' }}
            aria-label={t('editor.addTables')}
          >
            {t('editor.addTablesShort')}
          </Button>
        </div>
      )}
      {names.open && <NamesDialog kind={names.open.kind} table={names.open.table} onSubmit={names.submit} onClose={names.close} />}
      {shortcutsOpen && <ShortcutsDialog mac={mac} onClose={() => setShortcutsOpen(false)} />}
    </div>
  );
});
