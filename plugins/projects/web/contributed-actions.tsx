import { errorText, resolveComponent, usePlinth, type PluginContribution } from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { Suspense, useState, type ReactNode } from 'react';

type ContributedAction = PluginContribution<'projectActions'>;
type ActionProject = { id: string; title: string } | null;

/**
 * Other plugins' actions on My Projects: `start` runs one, or opens its dialog over the list until
 * the dialog closes (`dialog` is what to render for it). `onChanged` reloads the list.
 */
export function useContributedActions(onChanged: () => void): {
  start(action: ContributedAction, project: ActionProject): void;
  dialog: ReactNode;
} {
  const ctx = usePlinth();
  const [open, setOpen] = useState<{ action: ContributedAction; project: ActionProject } | null>(null);
  const start = (action: ContributedAction, project: ActionProject) => {
    if (action.dialog) {
      setOpen({ action, project });
      return;
    }
    void Promise.resolve(action.run?.(ctx, project)).then(onChanged, (err: unknown) => ctx.toast.error(errorText(err)));
  };
  let dialog: ReactNode = null;
  if (open?.action.dialog) {
    const Dialog = resolveComponent(open.action.dialog);
    dialog = (
      <Suspense fallback={<Spinner size="small" />}>
        <Dialog
          project={open.project}
          onClose={(changed) => {
            setOpen(null);
            if (changed) onChanged();
          }}
        />
      </Suspense>
    );
  }
  return { start, dialog };
}
