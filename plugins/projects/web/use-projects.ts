import type { WebContext } from '@plinth/sdk/web';
import { useCallback, useEffect, useState } from 'react';
import { errorText, projectsApi, type Project } from './api.js';

const SEARCH_DELAY_MS = 300;

/** A value that follows `value` once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface ProjectList {
  /** null until the first answer. */
  projects: Project[] | null;
  /** The search the shown list answers. */
  answeredQuery: string;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** `PROJECT_READ_BY_WEB` for a search; a later search wins over an earlier one still under way. */
export function useProjectList(ctx: WebContext, query: string): ProjectList {
  const [state, setState] = useState<{ projects: Project[] | null; answeredQuery: string; error: string | null }>({
    projects: null,
    answeredQuery: '',
    error: null,
  });
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    projectsApi
      .list(ctx.api, query || undefined)
      .then(
        (projects) => current && setState({ projects, answeredQuery: query, error: null }),
        (err: unknown) => current && setState((s) => ({ ...s, error: errorText(err) })),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [ctx, query, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, loading, reload };
}
