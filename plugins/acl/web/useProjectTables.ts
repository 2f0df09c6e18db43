/** The open project's tables (for the ACL and Meta Management tabs), with a search filter. */
import { errorText, usePlinth } from '@plinth/sdk/web';
import { useEffect, useMemo, useState } from 'react';

export interface ProjectTable {
  tn: string;
  _tn: string;
}

export function useProjectTables(projectId: string, query: string) {
  const ctx = usePlinth();
  const [tables, setTables] = useState<ProjectTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    ctx.api.rpc<{ list: ProjectTable[] }>('tableList', { project_id: projectId }).then(
      (answer) => live && setTables(answer.list),
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, projectId]);
  const shown = useMemo(
    () => (tables ?? []).filter((t) => !query.trim() || t._tn.toLowerCase().includes(query.trim().toLowerCase())),
    [tables, query],
  );
  return { tables, shown, error };
}
