/**
 * Roles Management: the ability table of 001 s.6, one column per project role (the SDK's
 * ROLE_ABILITIES, the same table the server's permission checks use), read only.
 */
import { ROLE_ABILITIES, rolesCan } from '@plinth/sdk';
import { mutedTextStyle, tableCellStyle, tableStyle, useT } from '@plinth/sdk/web';
import { CheckIcon, XIcon } from '@primer/octicons-react';
import { PROJECT_ROLES } from './api.js';
import { PLUGIN_ID } from './plugin-id.js';

const ROLES = ['owner', ...PROJECT_ROLES] as const;
/** The abilities a project role may hold, then what only admins do. */
const ABILITIES = [...new Set(Object.values(ROLE_ABILITIES).flatMap((a) => (a === '*' ? [] : a)))]
  .filter((a) => !['projectCreate', 'projectActions', 'externalDatabase'].includes(a))
  .concat(['tableCreate', 'add-user']);

export function RolesPanel() {
  const t = useT(PLUGIN_ID);
  return (
    <div>
      <p style={mutedTextStyle}>{t('roles.explain')}</p>
      <table style={tableStyle} aria-label={t('section.roles')}>
        <thead>
          <tr>
            <th style={tableCellStyle}>{t('roles.ability')}</th>
            {ROLES.map((r) => (
              <th key={r} style={{ ...tableCellStyle, textAlign: 'center' }}>
                {t(`role.${r}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ABILITIES.map((ability) => (
            <tr key={ability}>
              <th scope="row" style={{ ...tableCellStyle, fontWeight: 'normal' }}>
                {t(`ability.${ability}`)}
              </th>
              {ROLES.map((role) => {
                const allowed = rolesCan({ [role]: true }, ability);
                return (
                  <td key={role} style={{ ...tableCellStyle, textAlign: 'center' }}>
                    {allowed ? (
                      <CheckIcon aria-label={t('roles.allowed')} fill="var(--fgColor-success)" />
                    ) : (
                      <XIcon aria-label={t('roles.denied')} fill="var(--fgColor-muted)" />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
