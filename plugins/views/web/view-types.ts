/** The `viewTypes` contributions (grid, ...), as the tab and the shared view page read them. */
import { preloadComponent, type PluginContribution, type WebContext } from '@plinth/sdk/web';

export function viewTypes(ctx: WebContext): PluginContribution<'viewTypes'>[] {
  return ctx.contributions?.('viewTypes') ?? [];
}

/** A view type's title: an i18n key in its plugin's namespace, or plain text. */
export function viewTypeTitle(ctx: WebContext, contribution: PluginContribution<'viewTypes'>): string {
  return ctx.i18n.t(contribution.title, { ns: contribution.pluginId, defaultValue: contribution.title });
}

/** Starts loading a view type's code (no-op for a component that is not code-split). */
export function preloadViewType(ctx: WebContext, type: string | undefined): void {
  preloadComponent(viewTypes(ctx).find((c) => c.type === type)?.component);
}
