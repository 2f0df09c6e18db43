/**
 * The API Client (Swagger) tab (000 s.2): the open project's Swagger UI, framed from the same
 * origin, so the page's request interceptor signs its calls (the document and try-it-out) with
 * the web app's session token.
 */
import { REST_API } from '@plinth/sdk';
import { observer, useRoute, useT } from '@plinth/sdk/web';
import { Link, Text } from '@primer/react';

const SwaggerTab = observer(function SwaggerTab(_props: { tab: { key: string; name: string } }) {
  const t = useT('swagger-client');
  const projectId = useRoute().params.project_id;
  if (!projectId) return <Text as="p">{t('noProject')}</Text>;
  // The folder URL with its slash: the page's relative assets resolve against it.
  const url = `${REST_API.swagger(projectId)}/`;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 480 }}>
      <div style={{ padding: '4px 8px', textAlign: 'end' }}>
        <Link href={url} target="_blank" rel="noopener noreferrer">
          {t('open')}
        </Link>
      </div>
      <iframe title={t('frame')} src={url} style={{ flex: 1, border: 0, width: '100%' }} />
    </div>
  );
});

export default SwaggerTab;
