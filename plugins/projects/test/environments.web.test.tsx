import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { ApiError } from '@plinth/sdk/web';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import plugin from '../web/index.js';
import { EnvironmentsSection } from '../web/EnvironmentsSection.js';

const bundle = plugin.web?.i18n?.en ?? {};
const db = (embedded: boolean) => ({
  dbAlias: 'db',
  client: 'sqlite3',
  embedded,
  connection: embedded ? { filename: 'projects/p1.db' } : {},
});

function setup() {
  const calls: { op: string; body: { args?: Record<string, unknown> } }[] = [];
  let project = {
    id: 'p1',
    title: 'Shop',
    envs: { _noco: { db: [db(true)] }, test: { db: [db(true)] } } as Record<string, unknown>,
    activeEnv: 'test',
  };
  const ctx = fakeWebContext({
    texts: bundle,
    api: {
      rpc: async <T,>(op: string, body: { args?: Record<string, unknown> } = {}): Promise<T> => {
        calls.push({ op, body });
        if (op === 'projectRead') return project as T;
        const args = body.args ?? {};
        if (args.env === 'bad') throw new ApiError(400, 'Refused by the server');
        const envs = { ...project.envs };
        if (typeof args.env === 'string') envs[args.env] = { db: [db(true)] };
        if (typeof args.removeEnv === 'string') delete envs[args.removeEnv];
        project = { ...project, envs };
        return project as T;
      },
    },
  });
  render(withPlinth(ctx, <EnvironmentsSection projectId="p1" connection={null} />));
  return { calls, ctx };
}

describe('the project form’s environments', () => {
  it('lists the environments with the working one marked, adds one and removes one', async () => {
    const { calls } = setup();
    const list = await screen.findByRole('list', { name: 'Environments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('_noco'), expect.stringContaining('test')]);
    expect(within(items[1]!).getByText('Working')).toBeTruthy();
    // Neither the working environment nor _noco can be removed.
    expect(within(list).queryAllByRole('button')).toEqual([]);

    fireEvent.change(screen.getByLabelText('New environment name'), { target: { value: '9 bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add environment' }));
    await screen.findByText(bundle['env.nameInvalid']!);
    fireEvent.change(screen.getByLabelText('New environment name'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add environment' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls.at(-1)).toEqual({ op: 'projectUpdate', body: { project_id: 'p1', args: { env: 'demo' } } });

    fireEvent.click(within(list).getByRole('button', { name: 'Remove the database of environment demo' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.at(-1)).toEqual({ op: 'projectUpdate', body: { project_id: 'p1', args: { removeEnv: 'demo' } } });
  });

  it("shows the server's refusal", async () => {
    setup();
    await screen.findByRole('list', { name: 'Environments' });
    fireEvent.change(screen.getByLabelText('New environment name'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add environment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Refused by the server');
  });
});
