/**
 * The Team & Auth tab (000 s.2: admins only, a singleton, their default tab): Users Management,
 * API Tokens Management and Roles Management, one at a time under a tab bar. The top bar's Share
 * arrives with `invite=1` in the route: the add-user dialog opens at once.
 */
import { observer, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { UnderlineNav } from '@primer/react';
import { useState } from 'react';
import { MembersPanel } from './MembersPanel.js';
import { PLUGIN_ID } from './plugin-id.js';
import { RolesPanel } from './RolesPanel.js';
import { TokensPanel } from './TokensPanel.js';

const SECTIONS = ['users', 'tokens', 'roles'] as const;
type Section = (typeof SECTIONS)[number];

/** The tab ignores its own params: the project is the dashboard route's. */
const TeamTab = observer(function TeamTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const route = useRoute();
  const projectId = route.params.project_id;
  const [section, setSection] = useState<Section>('users');
  if (!projectId) return <p>{t('tab.noProject')}</p>;
  const query = new URLSearchParams(route.search);
  const inviting = query.get('invite') === '1';
  // The Share button's flag has done its job once the dialog closes: coming back to the tab later
  // does not open it again.
  const invited = () => {
    if (!inviting) return;
    query.delete('invite');
    ctx.navigate(`${route.path}?${query.toString()}`);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'auto' }} data-testid="team-tab">
      <UnderlineNav aria-label={t('tab.sections')}>
        {SECTIONS.map((s) => (
          <UnderlineNav.Item
            key={s}
            href="#"
            aria-current={section === s ? 'page' : undefined}
            onSelect={(e) => {
              e.preventDefault();
              setSection(s);
            }}
          >
            {t(`section.${s}`)}
          </UnderlineNav.Item>
        ))}
      </UnderlineNav>
      <div style={{ padding: 'var(--base-size-16, 16px)' }}>
        {section === 'users' && <MembersPanel projectId={projectId} openAdd={inviting} onAddClosed={invited} />}
        {section === 'tokens' && <TokensPanel />}
        {section === 'roles' && <RolesPanel />}
      </div>
    </div>
  );
});

export default TeamTab;
