import type { NotificationItem } from '@plinth/sdk';
import type { NotificationsView, Toaster } from '@plinth/sdk/web';
import { makeAutoObservable } from 'mobx';

/** Listing operations report progress too, but their outcome is visible on screen: no toast. */
const SILENT_TYPE = 'List';

const sameOperation = (a: Omit<NotificationItem, 'time'>, b: Omit<NotificationItem, 'time'>): boolean =>
  a.type === b.type && a.module === b.module && a.title === b.title;

/**
 * Operation notifications (spec 000 s.4): a pending item is settled by the success or error item of
 * the same type, module and title; settled items toast; clearing keeps what is still pending.
 */
export class NotificationsState implements NotificationsView {
  items: NotificationItem[] = [];

  constructor(
    private readonly toast: Toaster,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<NotificationsState, 'toast' | 'now'>(this, { toast: false, now: false }, { autoBind: true });
  }

  get hasPending(): boolean {
    return this.items.some((item) => item.status === 'pending');
  }

  push(item: Omit<NotificationItem, 'time'>): void {
    const entry: NotificationItem = { ...item, time: this.now() };
    if (item.status === 'pending') {
      this.items.unshift(entry);
      return;
    }
    const pending = this.items.findIndex((n) => n.status === 'pending' && sameOperation(n, item));
    if (pending >= 0) this.items.splice(pending, 1);
    this.items.unshift(entry);
    if (item.type !== SILENT_TYPE) {
      if (item.status === 'error') this.toast.error(item.title);
      else this.toast.success(item.title);
    }
  }

  clear(): void {
    this.items = this.items.filter((item) => item.status === 'pending');
  }
}
