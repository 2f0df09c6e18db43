/**
 * One plugin of the App Store: icon, name, version, kind, category, state (with its error), what
 * it needs, the enable switch, Settings and, for an installed plugin, Uninstall.
 */
import { intlLocale, type PluginListItem } from '@plinth/sdk';
import { mutedTextStyle, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Flash, Heading, Label, Stack, ToggleSwitch } from '@primer/react';
import type { CSSProperties } from 'react';
import { PluginIcon } from './icons.js';
import { PLUGIN_ID } from './plugin-id.js';
import { STATE_VARIANT, stateKey } from './plugin-state.js';

const cardStyle: CSSProperties = {
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
  borderRadius: 'var(--borderRadius-medium)',
  padding: 'var(--base-size-16)',
  background: 'var(--bgColor-default)',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--base-size-8)',
  minWidth: 0,
};

export interface PluginCardProps {
  item: PluginListItem;
  /** The display names of the plugins it needs. */
  needs: string[];
  loadError?: string;
  busy: boolean;
  onToggle(enabled: boolean): void;
  onSettings(): void;
  onUninstall(): void;
}

export function PluginCard({ item, needs, loadError, busy, onToggle, onSettings, onUninstall }: PluginCardProps) {
  const { i18n } = usePlinth();
  const t = useT(PLUGIN_ID);
  const state = stateKey(item);
  const headingId = `app-store-card-${item.id}`;
  const switchLabelId = `app-store-enable-${item.id}`;
  return (
    <article style={cardStyle} aria-labelledby={headingId} data-testid={`plugin-card-${item.id}`}>
      <Stack direction="horizontal" gap="condensed" align="start">
        <span style={{ color: 'var(--fgColor-muted)', flexShrink: 0 }}>
          <PluginIcon icon={item.icon} />
        </span>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Heading as="h2" variant="small" id={headingId}>
            {item.displayName}
          </Heading>
          <p style={mutedTextStyle}>
            <code>{item.id}</code> · {t('version', { version: item.version })}
          </p>
        </div>
        <span id={switchLabelId} hidden>
          {t('enabled.label', { name: item.displayName })}
        </span>
        <ToggleSwitch
          size="small"
          aria-labelledby={switchLabelId}
          buttonLabelOn={t('switch.on')}
          buttonLabelOff={t('switch.off')}
          checked={item.enabled}
          disabled={busy}
          onChange={onToggle}
        />
      </Stack>
      <Stack direction="horizontal" gap="condensed" wrap="wrap">
        <Label variant={STATE_VARIANT[state]} data-testid="plugin-state">
          {t(`state.${state}`)}
        </Label>
        <Label variant={item.kind === 'installed' ? 'accent' : 'secondary'}>{t(`kind.${item.kind}`)}</Label>
        <Label>{t(`cat.${item.category}`, { defaultValue: item.category })}</Label>
      </Stack>
      {item.description && <p style={{ margin: 0 }}>{item.description}</p>}
      {needs.length > 0 && <p style={mutedTextStyle}>{t('needs', { names: needs.join(', ') })}</p>}
      {item.installed && (
        <p style={mutedTextStyle}>
          {t('installed.from', {
            package: item.installed.package,
            date: new Date(item.installed.installedAt).toLocaleDateString(intlLocale(i18n.language)),
          })}
        </p>
      )}
      {item.error && (state === 'failed' || state === 'blocked') && (
        <Flash variant={state === 'failed' ? 'danger' : 'warning'}>
          <span data-testid="plugin-error">{item.error}</span>
        </Flash>
      )}
      {loadError && <Flash variant="danger">{t('loadError', { error: loadError })}</Flash>}
      {(item.hasSettings || item.kind === 'installed') && (
        <Stack direction="horizontal" gap="condensed" wrap="wrap" style={{ marginTop: 'auto' }}>
          {item.hasSettings && (
            <Button size="small" onClick={onSettings} aria-label={t('settings.title', { name: item.displayName })}>
              {t('settings')}
            </Button>
          )}
          {item.kind === 'installed' && (
            <Button size="small" variant="danger" onClick={onUninstall} aria-label={t('uninstall.label', { name: item.displayName })}>
              {t('uninstall')}
            </Button>
          )}
        </Stack>
      )}
    </article>
  );
}
