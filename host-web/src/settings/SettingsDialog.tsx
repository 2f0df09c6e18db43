import { observer, useReturnFocusRef } from '@plinth/sdk/web';
import { Dialog } from '@primer/react';
import { UnderlinePanels } from '@primer/react/experimental';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../app/ErrorBoundary.js';
import { useRoot } from '../app/RootContext.js';
import { translateLabel } from '../i18n/i18n.js';
import classes from './settings.module.css';
import { VersionPanel } from './VersionPanel.js';

interface Tab {
  id: string;
  title: string;
  component: ComponentType;
}

/** Plugin settings panels as tabs, then the frame's own Version & Updates tab. */
export const SettingsDialog = observer(function SettingsDialog() {
  const root = useRoot();
  return root.settingsDialog.open ? <OpenSettingsDialog /> : null;
});

/** The dialog while open: mounted on each opening, so it gives the focus back to where that was. */
const OpenSettingsDialog = observer(function OpenSettingsDialog() {
  const root = useRoot();
  const { t } = useTranslation();
  const returnFocusRef = useReturnFocusRef();
  const dialog = root.settingsDialog;
  const tabs: Tab[] = [
    ...root.plugins.contributions('settingsPanels').map((panel) => ({
      id: panel.id,
      title: translateLabel(root.ctx.i18n, panel.pluginId, panel.title),
      component: panel.component,
    })),
    { id: 'version', title: t('version.tab'), component: VersionPanel },
  ].filter((tab, index, all) => all.findIndex((other) => other.id === tab.id) === index); // tab ids must be unique
  const current = tabs.find((tab) => tab.id === dialog.panelId) ?? tabs[0]!;
  return (
    <Dialog title={t('settings.title')} width="xlarge" onClose={dialog.close} returnFocusRef={returnFocusRef}>
      <UnderlinePanels aria-label={t('settings.tabs')} value={current.id} onChange={({ value }) => dialog.select(value)}>
        {tabs.map((tab) => (
          <UnderlinePanels.Tab key={tab.id} value={tab.id}>
            {tab.title}
          </UnderlinePanels.Tab>
        ))}
        {tabs.map(({ id, component: Panel }) => (
          <UnderlinePanels.Panel key={id} value={id} className={classes.panel}>
            <ErrorBoundary resetKey={id} fallback={(error) => <p role="alert">{t('settings.panelFailed', { msg: error.message })}</p>}>
              <Panel />
            </ErrorBoundary>
          </UnderlinePanels.Panel>
        ))}
      </UnderlinePanels>
    </Dialog>
  );
});
