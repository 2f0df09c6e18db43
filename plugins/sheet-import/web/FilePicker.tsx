/** Where a file is dropped or chosen: a dashed drop zone with a button opening the file picker. */
import { useT } from '@plinth/sdk/web';
import { Button, Flash } from '@primer/react';
import { useRef, useState, type CSSProperties, type DragEvent } from 'react';

const ACCEPT =
  '.xlsx,.xls,.csv,.tsv,text/csv,text/tab-separated-values,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const zoneStyle = (over: boolean): CSSProperties => ({
  border: `2px dashed var(${over ? '--borderColor-accent-emphasis' : '--borderColor-default'}, #d0d7de)`,
  borderRadius: 8,
  padding: '32px 16px',
  textAlign: 'center',
  background: over ? 'var(--bgColor-accent-muted, #ddf4ff)' : undefined,
});

export function FilePicker({ onFile, error }: { onFile(file: File): void; error?: string }) {
  const t = useT('sheet-import');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div>
      {error && (
        <Flash variant="danger" role="alert" style={{ marginBottom: 12 }}>
          {error}
        </Flash>
      )}
      <div
        data-testid="sheet-import-drop"
        style={zoneStyle(over)}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p style={{ margin: '0 0 8px' }}>{t('pick.drop')}</p>
        <Button variant="primary" onClick={() => input.current?.click()}>
          {t('pick.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={t('pick.choose')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
        <p style={{ margin: '8px 0 0', color: 'var(--fgColor-muted, #59636e)' }}>{t('pick.hint')}</p>
      </div>
    </div>
  );
}
