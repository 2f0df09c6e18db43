/**
 * The gallery in jsdom (001 s.2, s.4, s.8, s.9): ten skeleton cards while loading, categories
 * with counts filtering the list, descriptions cut at 200 characters, 'No templates found',
 * Import's toast, the responsive column spans, the overlay's message cycle, and 'Use template'
 * in both modes (a new project, then sign-up or the dashboard; an import with its toast).
 */
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from '@plinth/sdk';
import { runInAction, type WebContext } from '@plinth/sdk/web';
import type { TemplateListItem } from '../types.js';
import { preview } from '../web/gallery/card.js';
import { nextMessage } from '../web/gallery/CreatingOverlay.js';
import { editUnlock } from '../web/editor/index.js';
import { Gallery } from '../web/gallery/Gallery.js';
import { cardSpan } from '../web/gallery/grid.js';
import { en } from '../web/i18n.js';
import { TemplateDetail } from '../web/gallery/TemplateDetail.js';

const item = (id: number, title: string, category: string, description = `About ${title}`): TemplateListItem => ({
  id,
  title,
  description,
  category,
  image_url: 'linear-gradient(135deg, #000 0%, #fff 100%)',
  tags: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const LONG = 'x'.repeat(250);
const ITEMS = [item(1, 'Sales CRM', 'Sales', LONG), item(2, 'Blog', 'Content')];

afterEach(() => vi.useRealTimers());
// The hidden counters live for the page's lifetime: web test files share a worker's modules, so each test starts them at zero.
beforeEach(() => runInAction(() => Object.assign(editUnlock, { categoryClicks: 0, projectClicks: 0 })));

function galleryContext(list: (path: string) => Promise<unknown>) {
  return fakeWebContext({
    texts: en,
    api: {
      get: vi.fn((path: string) =>
        path.endsWith('/categories')
          ? Promise.resolve([
              { category: 'Content', count: 1 },
              { category: 'Sales', count: 1 },
            ])
          : list(path),
      ) as unknown as WebContext['api']['get'],
    },
  });
}

describe('Gallery', () => {
  it('shows ten skeletons, then the cards; a category filters; Import only says hello', async () => {
    let answer!: (v: unknown) => void;
    const ctx = galleryContext((path) =>
      path.includes('category=Content') ? Promise.resolve({ data: [ITEMS[1]], count: 1 }) : new Promise((r) => (answer = r)),
    );
    const onOpen = vi.fn();
    render(withPlinth(ctx, <Gallery onOpen={onOpen} onNewTemplate={vi.fn()} />));
    expect(screen.getAllByTestId('template-skeleton')).toHaveLength(10);
    await act(async () => answer({ data: ITEMS, count: 2 }));
    const cards = await screen.findAllByTestId('template-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText(`${'x'.repeat(200)}...`)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByText('All templates').closest('li')?.textContent).toContain('2');
    fireEvent.click(within(nav).getByText('Content'));
    await waitFor(() => expect(screen.getAllByTestId('template-card')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Blog' }));
    expect(onOpen).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(ctx.toast.info).toHaveBeenCalledWith('Happy hacking!');
    // 001 s.6: the fourth double-click on 'Categories' shows the template-edit token field.
    const label = within(nav).getByRole('heading', { name: 'Categories' });
    for (let i = 0; i < 3; i++) fireEvent.doubleClick(label);
    expect(screen.queryByLabelText('Template edit token')).toBeNull();
    fireEvent.doubleClick(label);
    await screen.findByLabelText('Template edit token');
  });

  it("says 'No templates found' for an empty list, and only logs a failure", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      withPlinth(
        galleryContext(() => Promise.reject(new Error('down'))),
        <Gallery onOpen={vi.fn()} onNewTemplate={vi.fn()} />,
      ),
    );
    await screen.findByText('No templates found');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('cuts previews at 200 characters and spans 12, 6, 4 or 3 columns', () => {
    expect(preview('a'.repeat(200))).toBe('a'.repeat(200));
    expect(preview('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    expect(preview(null)).toBe('');
    expect([400, 700, 1000, 1400].map(cardSpan)).toEqual([12, 6, 4, 3]);
  });

  it('cycles the progress messages from the sixth on', () => {
    const seen = [0];
    for (let i = 0; i < 12; i++) seen.push(nextMessage(seen.at(-1)!));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 5, 6, 7, 8]);
  });
});

const DETAIL = {
  ...ITEMS[1]!,
  template: JSON.stringify({
    title: 'Blog',
    tags: [],
    tables: [{ tn: 'posts', columns: [{ cn: 'title', uidt: 'SingleLineText' }], hasMany: [], manyToMany: [], belongsTo: [], v: [] }],
  }),
};

function detailContext(info: Partial<ProjectInfo>, rpc: (op: string) => Promise<unknown>) {
  return fakeWebContext({
    texts: en,
    api: {
      get: vi.fn((path: string) =>
        Promise.resolve(path === '/auth/type' ? { firstUser: false, authType: 'jwt', ...info } : DETAIL),
      ) as unknown as WebContext['api']['get'],
      rpc: vi.fn(rpc) as unknown as WebContext['api']['rpc'],
    },
  });
}

describe('TemplateDetail', () => {
  it.each([
    [{}, '/nc/p1?new=1'],
    [{ firstUser: true }, '/user/authentication/signup'],
    [{ authType: 'masterKey' as const }, '/user/authentication/signup'],
  ])('creates a REST project behind the overlay, then goes on (%j)', async (info, to) => {
    let done!: (v: unknown) => void;
    const ctx = detailContext(info, () => new Promise((r) => (done = r)));
    render(withPlinth(ctx, <TemplateDetail id={2} />));
    await screen.findByRole('heading', { name: 'Blog' });
    fireEvent.click(screen.getByRole('button', { name: 'Use template' }));
    fireEvent.click(await screen.findByText('Create REST Project'));
    const overlay = await screen.findByRole('dialog', { name: 'Creating your project' });
    expect(within(overlay).getByRole('status').textContent).toBe('Reading the template');
    expect(ctx.api.rpc).toHaveBeenCalledWith('projectCreateByWebWithXCDB', { args: { projectType: 'rest', template: 2 } });
    await act(async () => done({ id: 'p1', title: 'Blog' }));
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(to));
    expect(ctx.session.setProjectInfo).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Creating your project' })).toBeNull();
  });

  it('imports into the open project with the count of tables', async () => {
    const ctx = detailContext({}, () => Promise.resolve({ tables: ['posts', 'tags'] }));
    const onImported = vi.fn();
    render(withPlinth(ctx, <TemplateDetail id={2} importInto="p9" onImported={onImported} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Use template' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(ctx.api.rpc).toHaveBeenCalledWith(
      'xcModelsCreateFromTemplate',
      expect.objectContaining({ project_id: 'p9', args: { template: 2 } }),
    );
    expect(ctx.toast.success).toHaveBeenCalledWith('Imported 2 tables successfully');
  });

  it('shows a failed import for 3 s', async () => {
    const ctx = detailContext({}, () => Promise.reject(new Error("Table 'posts' is already exist")));
    render(withPlinth(ctx, <TemplateDetail id={2} importInto="p9" />));
    fireEvent.click(await screen.findByRole('button', { name: 'Use template' }));
    await waitFor(() => expect(ctx.toast.error).toHaveBeenCalledWith("Table 'posts' is already exist", 3000));
  });
});
