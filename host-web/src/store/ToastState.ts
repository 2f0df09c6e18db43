import type { Toaster } from '@plinth/sdk/web';
import { makeAutoObservable } from 'mobx';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Spec 000 s.9: error and info toasts 3 s, success 5 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { info: 3000, success: 5000, error: 3000 };
/** Older toasts give way so a burst of errors cannot cover the page. */
const MAX_VISIBLE = 5;

export class ToastState implements Toaster {
  items: ToastItem[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    // autoBind: plugins call `ctx.toast.error` detached from the object.
    makeAutoObservable<ToastState, 'nextId' | 'timers'>(this, { nextId: false, timers: false }, { autoBind: true });
  }

  show(kind: ToastKind, message: string, durationMs: number = TOAST_DURATION_MS[kind]): number {
    const id = this.nextId++;
    this.items.push({ id, kind, message });
    while (this.items.length > MAX_VISIBLE) this.dismiss(this.items[0]!.id);
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), durationMs),
    );
    return id;
  }

  info(message: string, durationMs?: number): void {
    this.show('info', message, durationMs);
  }

  success(message: string, durationMs?: number): void {
    this.show('success', message, durationMs);
  }

  error(message: string, durationMs?: number): void {
    this.show('error', message, durationMs);
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.items = this.items.filter((item) => item.id !== id);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
