/** The shared UI pieces of `@plinth/sdk/web` that plugin screens are built from. */
import {
  ActionsMenu,
  EmptyState,
  FormField,
  FormPanel,
  HistoryPanel,
  ListCell,
  ListTable,
  octicon,
  OutputCell,
  PageFrame,
  TextField,
  useAction,
  useIntlLocale,
} from '@plinth/sdk/web';
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ActionList, Select } from '@primer/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('PageFrame', () => {
  it('names the page with one h1, then its description, actions and content', () => {
    render(
      <PageFrame title="Projects" description="3 projects" actions={<button type="button">New</button>}>
        <p>content</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(screen.getByText('3 projects')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('is just the title and content without description or actions', () => {
    const { container } = render(<PageFrame title="Settings">body</PageFrame>);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(container.textContent).toBe('Settingsbody');
  });
});

describe('TextField / FormField', () => {
  function Email({ onChange }: { onChange(value: string): void }) {
    const [value, setValue] = useState('');
    return (
      <TextField
        label="E-mail"
        type="email"
        hint="We never share it"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        error={value.includes('@') ? null : 'Invalid e-mail'}
      />
    );
  }

  it('labels its input, reports typing and shows the hint and the validation message', () => {
    const onChange = vi.fn();
    render(<Email onChange={onChange} />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid e-mail')).toBeTruthy();
    expect(screen.getByText('We never share it')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(onChange).toHaveBeenCalledWith('ada@example.com');
    expect(screen.queryByText('Invalid e-mail')).toBeNull();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('labels any one control given as its child', () => {
    render(
      <FormField label="Role" error="Pick one">
        <Select defaultValue="user">
          <Select.Option value="user">user</Select.Option>
        </Select>
      </FormField>,
    );
    expect(screen.getByLabelText('Role').tagName).toBe('SELECT');
    expect(screen.getByText('Pick one')).toBeTruthy();
  });
});

describe('EmptyState', () => {
  it('announces what is missing as a status, with its icon, description and action', () => {
    const Icon = octicon('M0 0h16v16H0z');
    const { container } = render(
      <EmptyState icon={Icon} title="No views yet" description="Create one to start" action={<button type="button">New view</button>} />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No views yetCreate one to startNew view');
    expect(within(status).getByRole('button', { name: 'New view' })).toBeTruthy();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('ActionsMenu', () => {
  it('opens its items as a menu named like its button, and runs the chosen one', async () => {
    const onSelect = vi.fn();
    render(
      <ActionsMenu label="Actions of Library">
        <ActionList.Item onSelect={onSelect}>Stop</ActionList.Item>
      </ActionsMenu>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions of Library' }));
    const menu = await screen.findByRole('menu', { name: 'Actions of Library' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Stop' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe('fakeWebContext().confirm under withPlinth', () => {
  it('asks in the frame’s dialog: true on the confirm button, false on Cancel, and records the question', async () => {
    const ctx = fakeWebContext();
    render(withPlinth(ctx, <p>screen</p>));
    let answer = ctx.confirm({ title: 'Delete view', body: 'Delete the view?', confirmLabel: 'Delete', danger: true });
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete view' });
    expect(within(dialog).getByText('Delete the view?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(ctx.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete view' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    answer = ctx.confirm({ title: 'Publish' });
    dialog = await screen.findByRole('alertdialog', { name: 'Publish' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('useIntlLocale', () => {
  it("is the Intl tag of the user's language and follows a change without a reload", () => {
    const listeners = new Set<(lng: string) => void>();
    let language = 'pt_BR';
    const ctx = fakeWebContext({
      i18n: {
        get language() {
          return language;
        },
        on: (_event, fn) => void listeners.add(fn),
        off: (_event, fn) => void listeners.delete(fn),
      },
    });
    function Count() {
      return <span data-testid="n">{(1234567.5).toLocaleString(useIntlLocale())}</span>;
    }
    render(withPlinth(ctx, <Count />));
    expect(screen.getByTestId('n').textContent).toBe('1.234.567,5');
    act(() => {
      language = 'en';
      for (const fn of listeners) fn(language);
    });
    expect(screen.getByTestId('n').textContent).toBe('1,234,567.5');
  });
});

describe('ListTable / HistoryPanel', () => {
  const runs = [
    { id: 1, name: 'first', error: 'boom', output: null },
    { id: 2, name: 'second', error: null, output: 'line 1\nline 2' },
  ];
  const panel = (list: typeof runs | null, onClose = vi.fn()) => (
    <HistoryPanel
      title="Runs of nightly"
      testId="runs"
      closeLabel="Close"
      onClose={onClose}
      count={list && list.length}
      countText={(count) => (count ? `${count} runs` : 'No runs yet')}
    >
      <ListTable
        label="Runs"
        headers={['Name', 'Output']}
        rows={list ?? []}
        rowKey={(run) => run.id}
        renderRow={(run) => (
          <>
            <ListCell>{run.name}</ListCell>
            <OutputCell error={run.error} output={run.output} />
          </>
        )}
      />
    </HistoryPanel>
  );

  it('names its section by its heading, and shows neither count nor list before the first answer', () => {
    render(panel(null));
    const section = screen.getByRole('region', { name: 'Runs of nightly' });
    expect(within(section).queryByText(/runs|No runs/)).toBeNull();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('says there are none without an empty table', () => {
    render(panel([]));
    expect(screen.getByText('No runs yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the entries under their headings, with errors and outputs, and closes', () => {
    const onClose = vi.fn();
    render(panel(runs, onClose));
    expect(screen.getByText('2 runs')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Runs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Output']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['first', 'second']);
    expect(within(rows[0]!).getByText('boom')).toBeTruthy();
    expect(rows[1]!.querySelector('pre')?.textContent).toBe('line 1\nline 2');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('useAction', () => {
  function Actions({ task, after }: { task(): Promise<unknown>; after(): void }) {
    const act = useAction(after);
    const [worked, setWorked] = useState<boolean | null>(null);
    return (
      <button type="button" onClick={() => void act(task, 'Saved').then(setWorked)}>
        {worked === null ? 'Save' : `worked: ${worked}`}
      </button>
    );
  }

  it('toasts the success, then runs what follows', async () => {
    const ctx = fakeWebContext();
    const after = vi.fn();
    render(withPlinth(ctx, <Actions task={async () => undefined} after={after} />));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'worked: true' });
    expect(ctx.toast.success).toHaveBeenCalledWith('Saved');
    expect(ctx.toast.error).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledOnce();
  });

  it("toasts the server's message of a failure, never the success, and still runs what follows", async () => {
    const ctx = fakeWebContext();
    const after = vi.fn();
    const task = () => Promise.reject(new Error('Name is taken'));
    render(withPlinth(ctx, <Actions task={task} after={after} />));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'worked: false' });
    expect(ctx.toast.success).not.toHaveBeenCalled();
    expect(ctx.toast.error).toHaveBeenCalledWith('Name is taken');
    expect(after).toHaveBeenCalledOnce();
  });
});

describe('FormPanel', () => {
  const form = (props: { error: string | null; onSubmit(): void; onCancel(): void }) => (
    <FormPanel title="New job" testId="job-form" busy={false} saveLabel="Save" cancelLabel="Cancel" {...props}>
      <TextField label="Name" value="nightly" onChange={() => undefined} />
    </FormPanel>
  );

  it('is a section named by its heading whose Save submits the form (Enter too) and Cancel cancels', () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(form({ error: null, onSubmit, onCancel }));
    const section = screen.getByRole('region', { name: 'New job' });
    expect(within(section).getByLabelText('Name')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    fireEvent.submit(within(section).getByLabelText('Name').closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows the last save's failure as an alert", () => {
    render(form({ error: 'Name is taken', onSubmit: vi.fn(), onCancel: vi.fn() }));
    expect(screen.getByRole('alert').textContent).toBe('Name is taken');
  });
});
