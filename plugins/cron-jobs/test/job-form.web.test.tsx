/**
 * The job form under jsdom: the expression is described by the server as it is typed (its 400
 * shown under the field), the next runs read in the chosen time zone, and a plugin action's
 * parameters must be a JSON object before anything is sent.
 */
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CronJob, CronJobInput } from '../types.js';
import type { CronApi } from '../web/api.js';
import { en } from '../web/i18n.js';
import { JobForm } from '../web/JobForm.js';

function fakeApi() {
  const describe = vi.fn(async (cron: string) => {
    if (cron === 'nope') throw new Error("Invalid cron expression 'nope': bad field");
    return { text: 'At 09:00', next: ['2030-01-01T00:00:00.000Z', '2030-01-02T00:00:00.000Z'] };
  });
  const create = vi.fn(async (input: CronJobInput) => ({ ...input, id: 'j1' }) as unknown as CronJob);
  return { api: { describe, create } as unknown as CronApi, describe, create };
}

describe('JobForm', () => {
  it('describes the expression live, in the time zone, and sends a valid job', async () => {
    const { api, describe: described, create } = fakeApi();
    const onSaved = vi.fn();
    const ctx = fakeWebContext({ texts: en });
    render(
      withPlinth(
        ctx,
        <JobForm
          api={api}
          job={null}
          actions={[{ id: 'x.ping', title: 'Ping' }]}
          sqlAllowed={false}
          onSaved={onSaved}
          onCancel={() => undefined}
        />,
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Morning' } });
    const cron = screen.getByRole('textbox', { name: /^Cron expression/ });
    fireEvent.change(cron, { target: { value: 'nope' } });
    await screen.findByText("Invalid cron expression 'nope': bad field");
    fireEvent.change(screen.getByRole('combobox', { name: 'Time zone' }), { target: { value: 'Asia/Tokyo' } });
    fireEvent.change(cron, { target: { value: '0 9 * * *' } });
    await screen.findByText('At 09:00');
    expect(described).toHaveBeenLastCalledWith('0 9 * * *', 'Asia/Tokyo');
    // 2030-01-01T00:00Z is 09:00 in Tokyo.
    expect(screen.getByRole('list', { name: 'Next runs' }).textContent).toMatch(/9:00:00/);
    expect(screen.queryByRole('option', { name: 'SQL statement' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'plugin' } });
    const params = screen.getByRole('textbox', { name: 'Parameters (JSON)' });
    fireEvent.change(params, { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The parameters must be a JSON object');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(params, { target: { value: '{"to": "ops"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      name: 'Morning',
      cron: '0 9 * * *',
      timezone: 'Asia/Tokyo',
      enabled: true,
      action: { kind: 'plugin', actionId: 'x.ping', params: { to: 'ops' } },
    });
    expect(ctx.toast.success).toHaveBeenCalledWith('Cron job saved');
  });
});
