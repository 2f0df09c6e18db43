/**
 * The one confirmation dialog of the frame (`ctx.confirm`): the queue of questions the host (and
 * the test context) keeps, and the dialog that shows the first of them. Plugins ask through
 * `ctx.confirm(...)`; they never render this themselves.
 */
import { Dialog } from '@primer/react';
import { action, computed, makeObservable, observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import type { ConfirmOptions } from '../types.js';
import { useReturnFocusRef } from './focus.js';

/** A question waiting for its answer. */
export interface PendingConfirm {
  readonly id: number;
  readonly options: ConfirmOptions;
  readonly resolve: (confirmed: boolean) => void;
}

/**
 * Questions shown one at a time, in the order asked: a second `ask` while a dialog is open waits
 * for the first answer instead of stacking two modal dialogs (mobx-observable).
 */
export class ConfirmQueue {
  pending: PendingConfirm[] = [];
  private nextId = 1;

  constructor() {
    makeObservable<ConfirmQueue, 'settle'>(this, {
      pending: observable.shallow,
      current: computed,
      ask: action.bound,
      answer: action.bound,
      settle: action,
    });
  }

  /** The question on screen, or null. */
  get current(): PendingConfirm | null {
    return this.pending[0] ?? null;
  }

  /** Resolves true when the user confirms, false on cancel, Escape or the close button. */
  ask(options: ConfirmOptions): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.pending.push({ id: this.nextId++, options, resolve });
    });
  }

  /** Answers the question on screen; the next one, if any, shows next. */
  answer(confirmed: boolean): void {
    const first = this.pending[0];
    if (first) this.settle(first, confirmed);
  }

  /** Answers every open question with false (the frame is going away). */
  dispose(): void {
    for (const item of [...this.pending]) this.settle(item, false);
  }

  private settle(item: PendingConfirm, confirmed: boolean): void {
    this.pending = this.pending.filter((p) => p !== item);
    item.resolve(confirmed);
  }
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** The labels to use where the options give none (the frame's translations). */
  defaultConfirmLabel: string;
  defaultCancelLabel: string;
  onClose(confirmed: boolean): void;
}

/**
 * A modal alert dialog: Cancel / confirm. Escape and the close button cancel; Enter confirms
 * unless a button or a text area has the focus (they handle their own Enter). The focus starts
 * on the safe choice for a dangerous action (Cancel), on the confirm button otherwise.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger,
  defaultConfirmLabel,
  defaultCancelLabel,
  onClose,
}: ConfirmDialogProps) {
  const returnFocusRef = useReturnFocusRef();
  // React events bubble through the dialog's portal to this wrapper.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || target instanceof HTMLButtonElement || target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    onClose(true);
  };
  return (
    <div onKeyDown={onKeyDown}>
      <Dialog
        title={title}
        role="alertdialog"
        onClose={() => onClose(false)}
        returnFocusRef={returnFocusRef}
        footerButtons={[
          { buttonType: 'default', content: cancelLabel ?? defaultCancelLabel, onClick: () => onClose(false), autoFocus: !!danger },
          {
            buttonType: danger ? 'danger' : 'primary',
            content: confirmLabel ?? defaultConfirmLabel,
            onClick: () => onClose(true),
            autoFocus: !danger,
          },
        ]}
      >
        {typeof body === 'string' ? <p style={{ margin: 0 }}>{body}</p> : body}
      </Dialog>
    </div>
  );
}

/** Shows the queue's current question; mounted once by the frame (and by `withPlinth` in tests). */
export const ConfirmHost = observer(function ConfirmHost({
  queue,
  confirmLabel,
  cancelLabel,
}: {
  queue: ConfirmQueue;
  /** Default label of the confirm button. */
  confirmLabel: string;
  /** Default label of the cancel button. */
  cancelLabel: string;
}) {
  const current = queue.current;
  if (!current) return null;
  // Keyed by question: a queued one opens as a new dialog, with its own initial focus.
  return (
    <ConfirmDialog
      key={current.id}
      {...current.options}
      defaultConfirmLabel={confirmLabel}
      defaultCancelLabel={cancelLabel}
      onClose={queue.answer}
    />
  );
});
