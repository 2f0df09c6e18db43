/**
 * The template editor in jsdom (001 s.4-s.8): read-only until the hidden counters unlock it,
 * the first invalid field focused with the info toast, create then update by the returned id,
 * the edit token sent with saves, and a Many To Many column shown with its mirror.
 */
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runInAction, type WebContext } from '@plinth/sdk/web';
import { editUnlock, EditTokenField, raiseCategoryCounter, TemplateEditor, type TemplateEditorProps } from '../web/editor/index.js';
import { en } from '../web/editor/i18n.js';
import type { LooseDocument } from '../web/editor/model.js';

const blog: LooseDocument = {
  title: '',
  tables: [
    { tn: 'posts', columns: [{ cn: 'title', uidt: 'SingleLineText' }] },
    { tn: 'tags', columns: [{ cn: 'label', uidt: 'SingleLineText' }] },
  ],
};

const setup = (props: Partial<TemplateEditorProps> = {}, token?: string) => {
  const post = vi.fn(async () => ({ id: 7 }));
  const put = vi.fn(async () => ({ id: 7 }));
  const ctx = fakeWebContext({
    texts: en,
    api: { post: post as unknown as WebContext['api']['post'], put: put as unknown as WebContext['api']['put'] },
    storage: () => ({ get: <T,>() => token as T, set: () => undefined, remove: () => undefined }),
  });
  const onSaved = vi.fn();
  render(withPlinth(ctx, <TemplateEditor document={blog} onSaved={onSaved} {...props} />));
  return { ctx, post, put, onSaved };
};

describe('TemplateEditor', () => {
  // The counters live for the page's lifetime: web test files share a worker's modules, so each test starts them at zero.
  beforeEach(() => runInAction(() => Object.assign(editUnlock, { categoryClicks: 0, projectClicks: 0 })));

  it('focuses the first invalid field with the toast, then creates and updates by the returned id', async () => {
    const { ctx, post, put, onSaved } = setup({}, 'a-token-of-twenty-four-chars');
    fireEvent.click(screen.getByRole('button', { name: 'Submit to' }));
    expect(ctx.toast.info).toHaveBeenCalledWith('Please fill all the required column!', 5000);
    expect(screen.getByText('Project name required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Project name/));

    fireEvent.change(screen.getByLabelText(/Project name/), { target: { value: 'Blog' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit to' }));
    expect(screen.getByText('Category name required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: 'Content' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit to' }));

    await screen.findByRole('button', { name: 'Update in' });
    expect(post).toHaveBeenCalledWith('/api/v1/nc/templates', expect.objectContaining({ title: 'Blog', category: 'Content' }), {
      headers: { 'xc-template-token': 'a-token-of-twenty-four-chars' },
    });
    expect(ctx.toast.success).toHaveBeenCalledWith('Template updated successfully', 3000);
    expect(onSaved).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByRole('button', { name: 'Update in' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/v1/nc/templates/7', expect.objectContaining({ title: 'Blog' }), expect.anything()),
    );
  });

  it('a Many To Many column shows its mirror in the related table', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'New column' }));
    fireEvent.change(screen.getByLabelText('Type of column title2 in posts'), { target: { value: 'LinkToAnotherRecord' } });
    fireEvent.change(screen.getByLabelText('Related table of column title2 in posts'), { target: { value: 'tags' } });
    fireEvent.click(screen.getByRole('button', { name: /^tags/ }));
    const tags = screen.getByRole('table', { name: 'Columns of tags' });
    expect((within(tags).getByLabelText('Name of column posts in tags') as HTMLInputElement).value).toBe('posts');
    expect((within(tags).getByLabelText('Relation type of column posts in tags') as HTMLSelectElement).value).toBe('mm');
  });

  it('runs the keyboard shortcuts (Alt+Shift elsewhere than on a Mac)', async () => {
    const { ctx } = setup();
    const press = (code: string) => fireEvent.keyDown(window, { code, altKey: true, shiftKey: true });
    press('KeyA');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name of column title2 in posts')));
    press('Digit4');
    expect((screen.getByLabelText('Relation type of column title3 in posts') as HTMLSelectElement).value).toBe('mm');
    press('ArrowLeft');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name of column title2 in posts')));
    press('KeyJ');
    expect(ctx.toast.info).toHaveBeenCalledWith('Please fill all the required column!', 5000);
    press('KeyT');
    expect(await screen.findByRole('dialog', { name: 'Add tables' })).toBeTruthy();
  });

  it('is read-only until the hidden counter is raised; the token field shows above 3', () => {
    setup({ readOnly: true });
    expect(screen.queryByRole('button', { name: 'Submit to' })).toBeNull();
    for (let i = 0; i < 4; i++) raiseCategoryCounter();
    expect(editUnlock.tokenFieldShown).toBe(true);
    return waitFor(() => {
      expect(screen.getByRole('button', { name: 'Submit to' })).toBeTruthy();
      expect(screen.getByLabelText('Template edit token')).toBeTruthy();
    });
  });

  it('the token field keeps the token in the plugin storage', () => {
    const set = vi.fn();
    const ctx = fakeWebContext({ texts: en, storage: () => ({ get: () => undefined, set, remove: vi.fn() }) });
    render(withPlinth(ctx, <EditTokenField />));
    fireEvent.change(screen.getByLabelText('Template edit token'), { target: { value: 'secret' } });
    expect(set).toHaveBeenCalledWith('editToken', 'secret');
  });
});
