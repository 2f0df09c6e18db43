import { REST_API, type ProjectApiInfo } from '@plinth/sdk';
import { dashboardProjectOf, observable, reaction, runInAction, type UserMenuItem, type WebContext } from '@plinth/sdk/web';

/** API info of the open project (`GET /nc/{id}/projectApiInfo`), observable. */
export const apiDocsState = observable({ info: null as ProjectApiInfo | null });

/** Keeps `apiDocsState` in step with the open project; returns the cleanup. */
export function activateApiDocs(ctx: WebContext): () => void {
  let asked = 0;
  const dispose = reaction(
    () => (ctx.session.user ? dashboardProjectOf(ctx.route.path) : null),
    (projectId) => {
      const ask = ++asked;
      runInAction(() => (apiDocsState.info = null));
      if (!projectId) return;
      ctx.api.get<ProjectApiInfo[]>(REST_API.info(projectId)).then(
        (list) => ask === asked && runInAction(() => (apiDocsState.info = list[0] ?? null)),
        // No project API info (no REST plugin, or no access): the doc entries stay hidden.
        () => undefined,
      );
    },
    { fireImmediately: true },
  );
  return () => {
    asked++;
    dispose();
    runInAction(() => (apiDocsState.info = null));
  };
}

const open = (url: string | undefined) => {
  if (url) window.open(url, '_blank', 'noopener');
};

/** 000 s.2 user menu: 'Swagger APIs Doc' or 'GraphQL APIs', according to the open project's apiType. */
export const apiDocsMenuItems: UserMenuItem[] = [
  {
    id: 'swagger-docs',
    label: 'menu.swagger',
    when: 'signedIn',
    order: -25,
    visible: () => apiDocsState.info?.apiType === 'rest',
    onSelect: () => open(apiDocsState.info?.swaggerUrl),
  },
  {
    id: 'graphql-docs',
    label: 'menu.graphql',
    when: 'signedIn',
    order: -25,
    visible: () => apiDocsState.info?.apiType === 'graphql',
    onSelect: () => open(apiDocsState.info?.gqlApiUrl),
  },
];
