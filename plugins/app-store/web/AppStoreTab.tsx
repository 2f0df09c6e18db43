/**
 * The App Store tab (000 s.2, plugin managers): every plugin as a card, searchable and filtered
 * by category; enable / disable (a disable names the plugins that stop with it), each plugin's
 * settings dialog, installing a package or an npm name where the operator allows it, uninstalling.
 */
import type { PluginInstallInfo, PluginListItem } from '@plinth/sdk';
import { EmptyState, errorText, FormField, mutedTextStyle, observer, PageFrame, usePlinth, useT } from '@plinth/sdk/web';
import { PlugIcon, SearchIcon } from '@primer/octicons-react';
import { Button, Checkbox, Flash, FormControl, Select, Stack, TextInput } from '@primer/react';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { pluginsApi } from './api.js';
import { InstallDialog } from './InstallDialog.js';
import { PluginCard } from './PluginCard.js';
import { PLUGIN_ID } from './plugin-id.js';
import { categoryCounts, dependantsOf, matches } from './plugin-state.js';
import { SettingsDialog } from './SettingsDialog.js';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: 'var(--base-size-16)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

const ALL = '';

function AppStoreTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const api = useMemo(() => pluginsApi(ctx), [ctx]);
  const plugins = ctx.plugins;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [settingsOf, setSettingsOf] = useState<PluginListItem | null>(null);
  const [installing, setInstalling] = useState(false);
  const [installInfo, setInstallInfo] = useState<PluginInstallInfo | null>(null);

  useEffect(() => {
    let live = true;
    api.installInfo().then(
      (info) => live && setInstallInfo(info),
      // An older server without the install routes: no install UI.
      () => live && setInstallInfo(null),
    );
    return () => {
      live = false;
    };
  }, [api]);

  if (!plugins) {
    return (
      <div data-testid="app-store-tab">
        <PageFrame title={t('tab')}>
          <Flash variant="warning">{t('unavailable')}</Flash>
        </PageFrame>
      </div>
    );
  }

  const list = plugins.list;
  const names = new Map(list.map((p) => [p.id, p.displayName]));
  const categories = categoryCounts(list);
  const shown = list.filter((p) => (category === ALL || p.category === category) && matches(p, query));

  const setBusyFor = (id: string, on: boolean) =>
    setBusy((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (item: PluginListItem, enabled: boolean) => {
    if (!enabled) {
      const dependants = dependantsOf(list, item.id).map((p) => p.displayName);
      const ok = await ctx.confirm({
        title: t('disable.title', { name: item.displayName }),
        body: (
          <Stack gap="condensed">
            <p style={{ margin: 0 }}>{t('disable.body')}</p>
            {dependants.length > 0 && <p style={{ margin: 0 }}>{t('disable.dependants', { names: dependants.join(', ') })}</p>}
          </Stack>
        ),
        confirmLabel: t('disable.confirm'),
        danger: true,
      });
      if (!ok) return;
    }
    setBusyFor(item.id, true);
    try {
      await plugins.setEnabled(item.id, enabled);
      ctx.toast.success(t(enabled ? 'enabled' : 'disabled', { name: item.displayName }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    } finally {
      setBusyFor(item.id, false);
    }
  };

  const uninstall = async (item: PluginListItem) => {
    const choice = { dropTables: false };
    const ok = await ctx.confirm({
      title: t('uninstall.title', { name: item.displayName }),
      body: (
        <Stack gap="condensed">
          <p style={{ margin: 0 }}>{t('uninstall.body')}</p>
          <FormControl>
            <Checkbox onChange={(e) => (choice.dropTables = e.target.checked)} />
            <FormControl.Label>{t('uninstall.dropTables')}</FormControl.Label>
          </FormControl>
        </Stack>
      ),
      confirmLabel: t('uninstall'),
      danger: true,
    });
    if (!ok) return;
    setBusyFor(item.id, true);
    try {
      await api.uninstall(item.id, choice.dropTables);
      ctx.toast.success(t('uninstall.done', { name: item.displayName }));
      await plugins.refresh();
    } catch (err) {
      ctx.toast.error(errorText(err));
    } finally {
      setBusyFor(item.id, false);
    }
  };

  const mayInstall = installInfo?.enabled && installInfo.allowed;
  return (
    <div data-testid="app-store-tab">
      <PageFrame
        title={t('tab')}
        description={t('description')}
        actions={
          mayInstall ? (
            <Button variant="primary" onClick={() => setInstalling(true)}>
              {t('install')}
            </Button>
          ) : undefined
        }
      >
        {installInfo && !installInfo.enabled && installInfo.allowed && <p style={mutedTextStyle}>{t('install.off')}</p>}
        <Stack direction="horizontal" gap="normal" align="end" wrap="wrap">
          <div style={{ flex: 1, minWidth: 240 }}>
            <FormField label={t('search')}>
              <TextInput
                type="search"
                block
                leadingVisual={SearchIcon}
                placeholder={t('search.placeholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </FormField>
          </div>
          <FormField label={t('category')}>
            <Select value={category} onChange={(e) => setCategory(e.target.value)}>
              <Select.Option value={ALL}>{t('category.all', { count: list.length })}</Select.Option>
              {categories.map(([name, count]) => (
                <Select.Option key={name} value={name}>
                  {t('category.option', { name: t(`cat.${name}`, { defaultValue: name }), count })}
                </Select.Option>
              ))}
            </Select>
          </FormField>
        </Stack>
        <p style={mutedTextStyle} aria-live="polite">
          {t('count', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <EmptyState icon={PlugIcon} title={t('empty')} />
        ) : (
          <ul style={gridStyle} aria-label={t('list.label')}>
            {shown.map((item) => (
              <li key={item.id} style={{ display: 'flex', flexDirection: 'column' }}>
                <PluginCard
                  item={item}
                  needs={item.dependsOn.map((id) => names.get(id) ?? id)}
                  loadError={plugins.loadErrors.get(item.id)}
                  busy={busy.has(item.id)}
                  onToggle={(enabled) => void toggle(item, enabled)}
                  onSettings={() => setSettingsOf(item)}
                  onUninstall={() => void uninstall(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </PageFrame>
      {settingsOf && <SettingsDialog item={settingsOf} api={api} onClose={() => setSettingsOf(null)} />}
      {installing && installInfo && (
        <InstallDialog
          api={api}
          maxUploadBytes={installInfo.maxUploadBytes}
          onClose={() => setInstalling(false)}
          onInstalled={async (item) => {
            ctx.toast.success(t('install.done', { name: item.displayName }));
            setInstalling(false);
            await plugins.refresh();
          }}
        />
      )}
    </div>
  );
}

export default observer(AppStoreTab);
