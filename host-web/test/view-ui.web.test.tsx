/** The view toolbar pieces, card dialog and view helpers of `@plinth/sdk/web` the gallery, kanban and calendar share. */
import type { ViewColumn } from '@plinth/sdk';
import { CardDialog, ColumnSelect, CoverSelect, settingsReader, useViewAccess, ViewToolbar, type RowsApi } from '@plinth/sdk/web';
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const col = (key: string, uidt: ViewColumn['uidt'], stored = true): ViewColumn => ({
  key,
  title: key.toUpperCase(),
  uidt,
  readOnly: false,
  pk: false,
  ...(stored ? { column: { cn: key, uidt } as ViewColumn['column'] } : {}),
});
const columns = [col('name', 'SingleLineText'), col('photo', 'Attachment'), col('scan', 'Attachment', false), col('notes', 'LongText')];
const texts: Record<string, string> = { 'toolbar.cover': 'Cover', 'toolbar.noCover': 'No cover' };
const t = (key: string) => texts[key] ?? key;

describe('ViewToolbar / ColumnSelect / CoverSelect', () => {
  it('is a named toolbar holding its controls', () => {
    render(
      <ViewToolbar label="Gallery toolbar">
        <button type="button">Reload</button>
      </ViewToolbar>,
    );
    expect(within(screen.getByRole('toolbar', { name: 'Gallery toolbar' })).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('offers the given columns by title, with a none choice only when named, and reports the key or null', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ColumnSelect label="Title field" value={null} columns={columns} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Title field');
    expect([...select.options].map((o) => o.text)).toEqual(['NAME', 'PHOTO', 'SCAN', 'NOTES']);
    fireEvent.change(select, { target: { value: 'notes' } });
    expect(onChange).toHaveBeenLastCalledWith('notes');
    rerender(<ColumnSelect label="Title field" value="notes" columns={columns} noneText="None" onChange={onChange} />);
    expect([...select.options].map((o) => o.text)).toEqual(['None', 'NAME', 'PHOTO', 'SCAN', 'NOTES']);
    expect(select.value).toBe('notes');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('offers the stored attachment columns as covers, or no cover', () => {
    render(<CoverSelect columns={columns} value="photo" onChange={() => undefined} t={t} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Cover');
    expect([...select.options].map((o) => o.text)).toEqual(['No cover', 'PHOTO']);
    expect(select.value).toBe('photo');
  });
});

describe('CardDialog', () => {
  const rows = { update: vi.fn(), create: vi.fn() } as unknown as RowsApi;
  const settings = { hidden: ['photo'], order: ['notes'] };
  const fieldOrder = () => [...document.querySelectorAll('[data-field]')].map((e) => e.getAttribute('data-field'));

  it('shows the title field first, then the shown fields in view order, titled by the row', () => {
    render(
      withPlinth(
        fakeWebContext(),
        <CardDialog
          table={{ columns, rows }}
          settings={settings}
          titleColumn={columns[0]}
          open={{ row: { name: 'Ada', notes: 'x' }, id: '1' }}
          canEdit={false}
          canAdd
          onSaved={() => undefined}
          onClose={() => undefined}
          t={t}
        />,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Ada' })).toBeTruthy();
    expect(fieldOrder()).toEqual(['name', 'notes', 'scan']);
    expect(screen.queryByRole('button', { name: 'row.save' })).toBeNull();
  });

  it('lets a new row be saved when the user may add, titled by the caller', () => {
    render(
      withPlinth(
        fakeWebContext(),
        <CardDialog
          table={{ columns, rows }}
          settings={settings}
          titleColumn={columns[3]}
          titleOf={() => 'never for a new row'}
          open={{ row: {}, id: null }}
          canEdit={false}
          canAdd
          onSaved={() => undefined}
          onClose={() => undefined}
          t={t}
        />,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'row.new' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'row.save' })).toBeTruthy();
  });
});

describe('useViewAccess / settingsReader', () => {
  function Access({ shared }: { shared?: object }) {
    const a = useViewAccess({ shared: shared as never });
    return <p>{`${a.readOnly} ${a.canEdit} ${a.canAdd}`}</p>;
  }

  it('reads only on a shared view, else edits and adds as the session may', () => {
    const { unmount } = render(withPlinth(fakeWebContext({ permissions: ['tableRowUpdate'] }), <Access />));
    expect(screen.getByText('false true false')).toBeTruthy();
    unmount();
    render(withPlinth(fakeWebContext(), <Access shared={{}} />));
    expect(screen.getByText('true false false')).toBeTruthy();
  });

  it('keeps settings that fit the schema and falls back to the defaults', () => {
    // The shape of a zod schema's safeParse: a missing `size` reads as 2, a wrong one fails.
    const schema = {
      safeParse: (raw: unknown) => {
        const size = (raw as { size?: unknown }).size ?? 2;
        return typeof size === 'number' ? { success: true as const, data: { size } } : { success: false as const };
      },
    };
    const read = settingsReader(schema, { size: 1 });
    expect(read({ size: 5 })).toEqual({ size: 5 });
    expect(read(undefined)).toEqual({ size: 2 });
    expect(read({ size: 'big' })).toEqual({ size: 1 });
  });
});
