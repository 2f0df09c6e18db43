import { Dialog, FormControl, TextInput } from '@primer/react';
import { useRef, useState } from 'react';
import { useT } from '@plinth/sdk/web';
import { modifierLabel } from './shortcuts.js';

export interface NamesDialogProps {
  /** 'tables': `name(col, col), name`; 'columns': `name, name`. */
  kind: 'tables' | 'columns';
  /** The table the columns are for. */
  table?: string;
  /** Parses the text and adds what it names; false when the text is not valid. */
  onSubmit(text: string): boolean;
  onClose(): void;
}

/** The comma-separated names dialog (001 s.5), 500 px wide (001 s.9). */
export function NamesDialog({ kind, table, onSubmit, onClose }: NamesDialogProps) {
  const t = useT('templates');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = () => {
    if (onSubmit(text)) onClose();
    else setInvalid(true);
  };
  return (
    <Dialog
      title={kind === 'tables' ? t('editor.names.tablesTitle') : t('editor.names.columnsTitle', { table })}
      width="500px"
      onClose={onClose}
      initialFocusRef={input}
      footerButtons={[
        { buttonType: 'default', content: t('editor.cancel'), onClick: onClose },
        { buttonType: 'primary', content: t('editor.names.add'), onClick: submit },
      ]}
    >
      <FormControl>
        <FormControl.Label>{kind === 'tables' ? t('editor.names.tablesLabel') : t('editor.names.columnsLabel')}</FormControl.Label>
        <TextInput
          ref={input}
          block
          value={text}
          placeholder={kind === 'tables' ? 'orders(amount, note), customers' : 'name, email'}
          validationStatus={invalid ? 'error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <FormControl.Caption>{kind === 'tables' ? t('editor.names.tablesHint') : t('editor.names.columnsHint')}</FormControl.Caption>
        {invalid && <FormControl.Validation variant="error">{t('editor.names.invalid')}</FormControl.Validation>}
      </FormControl>
    </Dialog>
  );
}

const SHORTCUT_KEYS = ['T', 'C', 'A', '↑ / ↓', '← / →', 'J', 'S', '1', '2', '3', '4', '5', '6'] as const;
const SHORTCUT_TEXTS = [
  'tables',
  'columns',
  'addColumn',
  'tableNav',
  'columnNav',
  'copyJson',
  'submit',
  'n1',
  'n2',
  'n3',
  'n4',
  'n5',
  'n6',
];

/** The shortcut help (001 s.9), 900 px wide. */
export function ShortcutsDialog({ mac, onClose }: { mac: boolean; onClose(): void }) {
  const t = useT('templates');
  return (
    <Dialog title={t('editor.shortcuts.title')} width="900px" onClose={onClose}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'start' }}>{t('editor.shortcuts.keys')}</th>
            <th style={{ textAlign: 'start' }}>{t('editor.shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_KEYS.map((key, i) => (
            <tr key={key}>
              <td style={{ padding: '4px 8px' }}>
                <kbd>{`${modifierLabel(mac)} + ${key}`}</kbd>
              </td>
              <td style={{ padding: '4px 8px' }}>{t(`editor.shortcuts.${SHORTCUT_TEXTS[i]}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
