import { Link, Text } from '@primer/react';
import { GRAPHQL_API } from '@plinth/sdk';
import { observer, useRoute, useT } from '@plinth/sdk/web';
import { apiDocsState } from './api-docs.js';

/**
 * The dashboard's GraphQL client tab (000 s.2: the default tab of a GraphQL project): GraphiQL of
 * the open project, framed from the same origin, so the page served at the project's gqlApiUrl
 * sends the signed-in user's token itself.
 */
/** The tab ignores its own params: the project is the dashboard route's. */
const GraphqlClientTab = observer(function GraphqlClientTab(_props: { tab: { key: string; name: string } }) {
  const t = useT('api-client');
  const projectId = useRoute().params.project_id;
  if (!projectId) return <Text as="p">{t('graphql.noProject')}</Text>;
  const url = apiDocsState.info?.gqlApiUrl ?? GRAPHQL_API.endpoint(projectId);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 480 }}>
      <div style={{ padding: '4px 8px', textAlign: 'end' }}>
        <Link href={url} target="_blank" rel="noopener noreferrer">
          {t('graphql.open')}
        </Link>
      </div>
      <iframe title={t('graphql.frame')} src={url} style={{ flex: 1, border: 0, width: '100%' }} />
    </div>
  );
});

export default GraphqlClientTab;
