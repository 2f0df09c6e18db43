/**
 * The app's code editor (CodeMirror 6 with its basic setup), for the SQL editor, the API client's
 * JSON bodies and other code fields: a language and other extensions from the caller, ctrl/cmd+
 * Enter as "run", colours from Primer's variables so both colour modes read well. Imported from
 * `@plinth/sdk/web/code-editor`, so screens without one do not load CodeMirror.
 */
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

export { EditorView } from '@codemirror/view';

export interface CodeEditorProps {
  value: string;
  onChange?(value: string): void;
  /** The language and anything else (autocomplete sources...); may change over time. */
  extensions?: Extension[];
  /** ctrl/cmd+Enter. */
  onRun?(view: EditorView): void;
  /** The editor's accessible name. */
  label: string;
  minHeight?: number;
  /** The view once made (null when it goes), for callers that read the selection. */
  onView?(view: EditorView | null): void;
  testId?: string;
}

const themed = EditorView.theme({
  '&': { color: 'var(--fgColor-default)', backgroundColor: 'var(--bgColor-default)', fontSize: 'var(--text-body-size-medium, 14px)' },
  '.cm-content': { fontFamily: 'var(--fontStack-monospace, monospace)', caretColor: 'var(--fgColor-default)' },
  '.cm-gutters': { backgroundColor: 'var(--bgColor-muted)', color: 'var(--fgColor-muted)', border: 'none' },
  '&.cm-focused': { outline: '2px solid var(--focus-outlineColor, var(--fgColor-accent))' },
  '.cm-activeLine': { backgroundColor: 'var(--bgColor-neutral-muted, transparent)' },
});

export function CodeEditor({ value, onChange, extensions = [], onRun, label, minHeight = 160, onView, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun, onView });
  callbacks.current = { onChange, onRun, onView };
  const custom = useRef(new Compartment());
  // What the editor starts with; later values and extensions are dispatched by the effects below.
  const initial = useRef({ value, extensions, label });

  useEffect(() => {
    const { value: doc, extensions: first, label: name } = initial.current;
    const compartment = custom.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc,
        extensions: [
          keymap.of([{ key: 'Mod-Enter', run: (v) => (callbacks.current.onRun?.(v), true) }]),
          basicSetup,
          themed,
          EditorView.contentAttributes.of({ 'aria-label': name }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) callbacks.current.onChange?.(u.state.doc.toString());
          }),
          compartment.of(first),
        ],
      }),
    });
    view.current = editor;
    callbacks.current.onView?.(editor);
    return () => {
      callbacks.current.onView?.(null);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: custom.current.reconfigure(extensions) });
  }, [extensions]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div
      ref={host}
      data-testid={testId}
      style={{ minHeight, border: 'var(--borderWidth-thin) solid var(--borderColor-default)', borderRadius: 'var(--borderRadius-medium)' }}
    />
  );
}
