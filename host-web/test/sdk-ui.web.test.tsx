/** The shared UI pieces of `@plinth/sdk/web` that plugin screens are built from. */
import { ActionsMenu, EmptyState, FormField, octicon, PageFrame, TextField, useIntlLocale } from '@plinth/sdk/web';
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
