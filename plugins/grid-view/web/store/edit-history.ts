/** The grid's undo stack: cell edits, and pastes that added rows (undone as one). */
import { action, makeObservable, observable } from 'mobx';
import type { UndoEntry } from './types.js';

export class EditHistory {
  entries: UndoEntry[] = [];

  constructor(private readonly limit: number) {
    makeObservable(this, { entries: observable.ref, record: action, takeLast: action });
  }

  /** Keeps an edit for undo; the oldest go beyond `limit`. */
  record(entry: UndoEntry): void {
    this.entries = [...this.entries, entry].slice(-this.limit);
  }

  /** Removes and answers the newest entry. */
  takeLast(): UndoEntry | undefined {
    const last = this.entries[this.entries.length - 1];
    if (last) this.entries = this.entries.slice(0, -1);
    return last;
  }
}
