import { type ColumnMeta, type Uidt, type ViewColumn, displayText, parseInput, selectOptions } from '@plinth/sdk';
import type { WebContext } from '@plinth/sdk/web';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CellEditor, CellView } from '../web/cells.js';
import { testContext, withContext } from './web-context.js';
import { parseTsv, toTsv } from '../web/tsv.js';

const column = (uidt: Uidt, extra: Partial<ColumnMeta> = {}): ViewColumn => ({
  key: 'c',
  title: 'c',
  uidt,
  column: { cn: 'c', _cn: 'c', uidt, ...extra },
  readOnly: false,
  pk: false,
});

function editor(col: ViewColumn, value: unknown, extra: { upload?: (files: File[]) => Promise<never[]>; initialText?: string } = {}) {
  const onCommitText = vi.fn();
  const onCommitValue = vi.fn();
  const onCancel = vi.fn();
  render(
    withContext(
      testContext(),
      <CellEditor
        col={col}
        value={value}
        projectId="p"
        onCommitText={onCommitText}
        onCommitValue={onCommitValue}
        onCancel={onCancel}
        {...extra}
      />,
    ),
  );
  return { onCommitText, onCommitValue, onCancel };
}

const input = () => screen.getByLabelText('Edit c') as HTMLInputElement;

describe('text-like editors', () => {
  it.each([
    ['SingleLineText', 'hello', 'hello world'],
    ['Number', 42, '43'],
    ['Decimal', 1.5, '2.25'],
    ['Currency', 10, '12.5'],
    ['Percent', 50, '75'],
    ['Duration', 3661, '2:00:00'],
    ['Year', 2020, '2024'],
    ['Email', 'a@example.com', 'b@example.com'],
    ['URL', 'https://example.com', 'https://plinth.dev/x'],
    ['PhoneNumber', '+1 555 0100', '+44 20 7946 0958'],
    ['Geometry', 'POINT(1 2)', 'POINT(3 4)'],
    ['Date', '2024-01-02', '2024-03-04'],
    ['Time', '10:00:00', '11:30:00'],
    ['DateTime', '2024-01-02 10:00:00', '2024-03-04T11:30:15'],
  ] as const)('%s: starts from the value and commits the edited text on Enter', (uidt, value, next) => {
    const { onCommitText } = editor(column(uidt), value);
    const el = input();
    expect(el.value).not.toBe('');
    fireEvent.change(el, { target: { value: next } });
    fireEvent.keyDown(el, { key: 'Enter' });
    // Date inputs may normalise (jsdom adds `.000` to seconds); the value stays the same.
    expect(onCommitText).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.000)?$`)),
    );
  });

  it.each([
    ['Number', 'abc', "'abc' is not a whole number"],
    ['Decimal', '1.2.3', "'1.2.3' is not a number"],
    ['Email', 'not-mail', "'not-mail' is not an e-mail address"],
    ['URL', 'javascript:alert(1)', "'javascript:alert(1)' is not a URL"],
    ['PhoneNumber', 'call me', "'call me' is not a phone number"],
    ['Duration', 'soon', "'soon' is not a duration (h:mm:ss)"],
    ['Year', '99', "'99' is not a year"],
  ] as const)('%s: refuses %s with a message and does not commit', (uidt, bad, msg) => {
    const { onCommitText } = editor(column(uidt), null);
    fireEvent.change(input(), { target: { value: bad } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommitText).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(msg);
  });

  it('Esc cancels without committing; typing starts from the typed key', () => {
    const { onCommitText, onCancel } = editor(column('SingleLineText'), 'old', { initialText: 'x' });
    expect(input().value).toBe('x');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
    expect(onCommitText).not.toHaveBeenCalled();
  });
});

describe('long text and JSON', () => {
  it('edits long text in a text area and commits with Ctrl+Enter', () => {
    const { onCommitText } = editor(column('LongText'), 'line 1');
    const area = screen.getByLabelText('Edit c') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    expect(onCommitText).toHaveBeenCalledWith('line 1\nline 2');
  });

  it('pretty-prints JSON and refuses invalid JSON', () => {
    const { onCommitText } = editor(column('JSON'), '{"a":1}');
    const area = screen.getByLabelText('Edit c') as HTMLTextAreaElement;
    expect(area.value).toBe('{\n  "a": 1\n}');
    fireEvent.change(area, { target: { value: '{bad' } });
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    expect(onCommitText).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Not valid JSON');
  });
});

describe('choice editors', () => {
  it('single select picks one coloured option', () => {
    const { onCommitValue } = editor(column('SingleSelect', { dtxp: "'red','green','it''s'" }), 'red');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['red', 'green', "it's"]);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(options[1]!);
    expect(onCommitValue).toHaveBeenCalledWith('green');
  });

  it('multi select ticks options and commits the list each time', () => {
    const { onCommitValue } = editor(column('MultiSelect', { dtxp: "'a','b','c'" }), 'a');
    fireEvent.click(screen.getByRole('option', { name: /c/ }));
    expect(onCommitValue).toHaveBeenLastCalledWith(['a', 'c']);
    fireEvent.click(screen.getByRole('option', { name: /a/ }));
    expect(onCommitValue).toHaveBeenLastCalledWith(['c']);
  });

  it('rating sets the clicked star', () => {
    const { onCommitValue } = editor(column('Rating'), 2);
    fireEvent.click(screen.getByRole('button', { name: 'Rate 4' }));
    expect(onCommitValue).toHaveBeenCalledWith(4);
  });

  it('attachments upload through the given function and can be removed', async () => {
    const upload = vi.fn(
      async (files: File[]) =>
        files.map((f) => ({ url: `/files/${f.name}`, title: f.name, mimetype: f.type, size: f.size, path: f.name })) as never[],
    );
    const { onCommitValue } = editor(column('Attachment'), JSON.stringify([{ url: '/files/old.txt', title: 'old.txt' }]), { upload });
    expect(screen.getByRole('link', { name: 'old.txt' })).toBeTruthy();
    const file = new File(['hi'], 'new.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Upload files'), { target: { files: [file] } });
    await screen.findByRole('link', { name: 'new.txt' });
    expect(upload).toHaveBeenCalledWith([file]);
    expect(onCommitValue).toHaveBeenLastCalledWith([
      { url: '/files/old.txt', title: 'old.txt' },
      { url: '/files/new.txt', title: 'new.txt', mimetype: 'text/plain', size: 2, path: 'new.txt' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove old.txt' }));
    expect(onCommitValue).toHaveBeenLastCalledWith([
      { url: '/files/new.txt', title: 'new.txt', mimetype: 'text/plain', size: 2, path: 'new.txt' },
    ]);
  });
});

describe('cell display', () => {
  const view = (col: ViewColumn, value: unknown) => render(withContext(testContext(), <CellView col={col} value={value} />)).container;

  it('renders user text as text, never as HTML', () => {
    const c = view(column('LongText'), '<img src=x onerror="window.pwned=1"><b>bold</b>');
    expect(c.querySelector('img')).toBeNull();
    expect(c.querySelector('b')).toBeNull();
    expect(c.textContent).toBe('<img src=x onerror="window.pwned=1"><b>bold</b>');
  });

  it('links only safe URL schemes', () => {
    expect(view(column('URL'), 'https://example.com').querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(view(column('URL'), 'javascript:alert(1)').querySelector('a')).toBeNull();
  });

  it('shows checkbox, rating, options, durations and read-only values', () => {
    expect(view(column('Checkbox'), true).querySelector('[aria-label="Checked"]')).toBeTruthy();
    const rating = view(column('Rating'), 3);
    expect(rating.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('3 of 5');
    expect([rating.querySelectorAll('.pv-star').length, rating.querySelectorAll('.pv-star-on').length]).toEqual([5, 3]);
    const tags = view(column('MultiSelect', { dtxp: "'a','b'" }), 'a,b').querySelectorAll('[data-option]');
    expect([...tags].map((t) => t.textContent)).toEqual(['a', 'b']);
    expect(view(column('Duration'), 3725).textContent).toBe('1:02:05');
    expect(view({ key: 'l', title: 'l', uidt: 'Lookup', readOnly: true, pk: false }, ['x', 'y']).textContent).toBe('x, y');
    expect(
      view(
        {
          key: 'o',
          title: 'o',
          uidt: 'LinkToAnotherRecord',
          relation: { kind: 'hm', rtn: 'o', meta: { tn: 't', rtn: 'o', cn: 'id', rcn: 't_id' } },
          readOnly: false,
          pk: false,
        },
        [
          { id: 1, name: 'first' },
          { id: 2, name: 'second' },
        ],
      ).textContent,
    ).toBe('firstsecond');
  });
});

/** A test context whose language can change while mounted, telling listeners as i18next does. */
function contextIn(language: string): WebContext & { switchTo(lng: string): void } {
  const base = testContext();
  const listeners = new Set<(lng: string) => void>();
  const i18n = {
    ...base.i18n,
    language,
    on: (_event: 'languageChanged', cb: (lng: string) => void) => void listeners.add(cb),
    off: (_event: 'languageChanged', cb: (lng: string) => void) => void listeners.delete(cb),
  };
  const switchTo = (lng: string) => {
    i18n.language = lng;
    for (const cb of listeners) cb(lng);
  };
  return { ...base, i18n, switchTo };
}

describe('cell display in the user language', () => {
  const NBSP = '\u00a0';
  const price = column('Currency', { dtxp: '10,2' });

  it('shows currencies, percentages, numbers and dates in German', () => {
    const ctx = contextIn('de');
    const shown = (col: ViewColumn, value: unknown) => render(withContext(ctx, <CellView col={col} value={value} />)).container.textContent;
    expect(shown(price, 1234.5)).toBe(`1.234,50${NBSP}$`);
    expect(shown(column('Percent'), 12)).toBe(`12${NBSP}%`);
    expect(shown(column('Decimal'), '1234.5')).toBe('1.234,5');
    expect(shown(column('Number'), 1234567)).toBe('1.234.567');
    expect(shown(column('Date'), '2026-11-26')).toBe('26.11.2026');
    expect(shown(column('Year'), 2026)).toBe('2026');
  });

  it('shows the values again in the new language when the language changes, without a remount', () => {
    const ctx = contextIn('de');
    const { container } = render(withContext(ctx, <CellView col={price} value={1234.5} />));
    const box = container.querySelector('[data-cell-value]');
    expect(box?.textContent).toBe(`1.234,50${NBSP}$`);
    act(() => ctx.switchTo('en'));
    expect(container.querySelector('[data-cell-value]')).toBe(box);
    expect(box?.textContent).toBe('$1,234.50');
    act(() => ctx.switchTo('fr'));
    expect(box?.textContent).toBe(`1\u202f234,50${NBSP}$US`);
  });

  it('edits the raw value in any language', () => {
    const onCommitText = vi.fn();
    render(
      withContext(
        contextIn('de'),
        <CellEditor col={price} value={1234.5} projectId="p" onCommitText={onCommitText} onCommitValue={vi.fn()} onCancel={vi.fn()} />,
      ),
    );
    expect(input().value).toBe('1234.5');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommitText).toHaveBeenCalledWith('1234.5');
  });
});

describe('values', () => {
  it('parses options the way the server does', () => {
    expect(selectOptions("'a','b,c','it''s','x\\'y'")).toEqual(['a', 'b,c', "it's", "x'y"]);
    expect(selectOptions('a, b')).toEqual(['a', 'b']);
  });

  it('reads and writes TSV with quoted cells', () => {
    const cells = [
      ['a', 'b\tc'],
      ['line\nbreak', 'say "hi"'],
    ];
    expect(parseTsv(toTsv(cells))).toEqual(cells);
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('turns text into API values per type', () => {
    expect(parseInput(column('Checkbox'), 'yes')).toEqual({ ok: true, value: true });
    expect(parseInput(column('Number'), '')).toEqual({ ok: true, value: null });
    expect(parseInput(column('SingleLineText'), '')).toEqual({ ok: true, value: '' });
    expect(parseInput(column('Duration'), '1:30')).toEqual({ ok: true, value: 90 });
    expect(parseInput(column('DateTime'), '2024-01-02T03:04')).toEqual({ ok: true, value: '2024-01-02 03:04:00' });
    expect(parseInput(column('MultiSelect', { dtxp: "'a','b'" }), 'a,b')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(parseInput(column('MultiSelect', { dtxp: "'a','b'" }), 'a,z')).toEqual({
      ok: false,
      error: 'invalid.option',
      params: { value: 'z' },
    });
    expect(displayText(column('Checkbox'), false)).toBe('false');
  });

  // The same rules as the server's (the SDK's value checks): no day or time that does not exist.
  it('refuses dates and times that do not exist', () => {
    const refused = (uidt: Uidt, text: string) => parseInput(column(uidt), text).ok === false;
    for (const text of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31'])
      expect(refused('Date', text), text).toBe(true);
    expect(parseInput(column('Date'), '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    for (const text of ['99:99', '24:00', '12:60', '12:30:60', '7:30']) expect(refused('Time', text), text).toBe(true);
    expect(parseInput(column('Time'), '23:59')).toEqual({ ok: true, value: '23:59:00' });
    expect(parseInput(column('Time'), '10:00:05.25')).toEqual({ ok: true, value: '10:00:05.25' });
    for (const text of ['2024-02-30 10:00', '2024-01-01 99:99', '2024-01-01T24:00:00', '2024-01-01 10:00+15:00'])
      expect(refused('DateTime', text), text).toBe(true);
    expect(parseInput(column('DateTime'), '2024-02-29')).toEqual({ ok: true, value: '2024-02-29 00:00:00' });
    expect(parseInput(column('DateTime'), '2024-02-29T10:00:00Z')).toEqual({ ok: true, value: '2024-02-29 10:00:00Z' });
  });

  it('checks e-mail, URL and phone values like the server', () => {
    expect(parseInput(column('Email'), 'a@b.co').ok).toBe(true);
    expect(parseInput(column('Email'), 'a@b')).toMatchObject({ ok: false, error: 'invalid.email' });
    expect(parseInput(column('URL'), 'https://example.com/x').ok).toBe(true);
    expect(parseInput(column('URL'), 'javascript:alert(1)')).toMatchObject({ ok: false, error: 'invalid.url' });
    expect(parseInput(column('PhoneNumber'), '+49 (30) 123-45')).toMatchObject({ ok: true });
    expect(parseInput(column('PhoneNumber'), 'call me')).toMatchObject({ ok: false, error: 'invalid.phone' });
  });
});
