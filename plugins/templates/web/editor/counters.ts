/**
 * The hidden edit counters of 001 s.6: double-clicking the gallery's 'Categories' label raises one
 * counter, double-clicking the editor's project name label the other. Above 3 category clicks a
 * password field for the template-edit token shows; the editor opens editable at 5 project
 * clicks or 4 category clicks. Kept for the page's lifetime (mobx-observable).
 */
import { observable, runInAction } from '@plinth/sdk/web';

export const editUnlock = observable({
  categoryClicks: 0,
  projectClicks: 0,
  /** The template-edit token's password field shows. */
  get tokenFieldShown(): boolean {
    return this.categoryClicks > 3;
  },
  /** A read-only template opens editable. */
  get editable(): boolean {
    return this.projectClicks >= 5 || this.categoryClicks >= 4;
  },
});

export function raiseCategoryCounter(): void {
  runInAction(() => editUnlock.categoryClicks++);
}

export function raiseProjectCounter(): void {
  runInAction(() => editUnlock.projectClicks++);
}

/** Where the template-edit token is kept (`ctx.storage('templates')`); sent with template saves. */
export const EDIT_TOKEN_KEY = 'editToken';
