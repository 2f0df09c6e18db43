/**
 * Files for an attachment field outside the grid (a shared form): pick or drop files, each
 * uploaded at once through `upload` and listed with its size and a remove button; the field's
 * value is the list of stored attachments. Labelled, with a hint and an error line, like FormField.
 */
import type { Attachment } from '../../entities.js';
import { FileIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton, Spinner, Text } from '@primer/react';
import { useId, useRef, useState } from 'react';
import { errorText } from '../index.js';
import { mutedTextStyle } from './styles.js';

export interface AttachmentInputProps {
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  /** File types for the picker (`accept`); the server checks them again. */
  accept?: string;
  value: readonly Attachment[];
  onChange(value: Attachment[]): void;
  upload(files: readonly File[]): Promise<Attachment[]>;
  texts: { choose: string; uploading: string; remove: (name: string) => string };
}

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function AttachmentInput({ label, hint, error, required, accept, value, onChange, upload, texts }: AttachmentInputProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const add = async (files: readonly File[]) => {
    if (!files.length) return;
    setBusy(true);
    setFailure(null);
    try {
      onChange([...value, ...(await upload(files))]);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };
  const shownError = failure ?? error;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void add([...e.dataTransfer.files]);
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--base-size-4, 4px)' }}
    >
      <Text as="span" id={`${id}-label`} style={{ fontWeight: 600, fontSize: 'var(--text-body-size-medium, 14px)' }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Text>
      {value.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((file) => (
            <li key={file.path} style={{ display: 'flex', alignItems: 'center', gap: 'var(--base-size-8, 8px)' }}>
              <FileIcon size={16} />
              <span>{file.title}</span>
              <span style={mutedTextStyle}>{sizeText(file.size)}</span>
              <IconButton
                icon={XIcon}
                size="small"
                variant="invisible"
                aria-label={texts.remove(file.title)}
                onClick={() => onChange(value.filter((f) => f.path !== file.path))}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          ref={picker}
          id={`${id}-input`}
          type="file"
          multiple
          accept={accept}
          hidden
          aria-labelledby={`${id}-label`}
          onChange={(e) => void add([...(e.currentTarget.files ?? [])])}
        />
        <Button size="small" disabled={busy} onClick={() => picker.current?.click()} aria-describedby={hint ? `${id}-hint` : undefined}>
          {busy ? (
            <>
              <Spinner size="small" /> {texts.uploading}
            </>
          ) : (
            texts.choose
          )}
        </Button>
      </div>
      {hint && (
        <Text as="span" id={`${id}-hint`} style={mutedTextStyle}>
          {hint}
        </Text>
      )}
      {shownError && (
        <Text as="span" role="alert" style={{ color: 'var(--fgColor-danger, #d1242f)', fontSize: 'var(--text-body-size-small, 12px)' }}>
          {shownError}
        </Text>
      )}
    </div>
  );
}
