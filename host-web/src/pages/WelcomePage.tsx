import type { PluginStateName } from '@plinth/sdk';
import { observer } from '@plinth/sdk/web';
import { Button, Heading, Label, LinkButton, type LabelColorOptions } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import { DOCS_URL } from '../config.js';
import classes from './pages.module.css';

const STATE_COLOR: Partial<Record<PluginStateName, LabelColorOptions>> = {
  started: 'success',
  failed: 'danger',
  blocked: 'danger',
  disabled: 'attention',
};

/** The index route (unless a plugin provides `/`): what this server runs and where to go next. */
export const WelcomePage = observer(function WelcomePage() {
  const root = useRoot();
  const { t } = useTranslation();
  const { list } = root.plugins;
  return (
    <div className={classes.welcome}>
      <div>
        <Heading as="h1">{t('welcome.title')}</Heading>
        <p className={classes.lead}>{t('welcome.lead')}</p>
      </div>
      <div className={classes.actions}>
        <Button variant="primary" onClick={() => root.settingsDialog.show()}>
          {t('welcome.openSettings')}
        </Button>
        <LinkButton href={DOCS_URL} target="_blank" rel="noreferrer">
          {t('welcome.docs')}
        </LinkButton>
      </div>
      <section aria-labelledby="plinth-plugins-heading">
        <Heading as="h2" variant="small" id="plinth-plugins-heading">
          {t('welcome.plugins')}
        </Heading>
        {list.length === 0 ? (
          <p className={classes.muted}>{t('welcome.noPlugins')}</p>
        ) : (
          <ul className={classes.pluginList}>
            {list.map((plugin) => (
              <li key={plugin.id} className={classes.pluginItem}>
                <span className={classes.pluginText}>
                  <strong>{plugin.displayName}</strong>
                  {plugin.description && <span className={classes.muted}>{plugin.description}</span>}
                </span>
                <Label variant={STATE_COLOR[plugin.state] ?? 'secondary'}>{plugin.state}</Label>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className={classes.muted}>{t('welcome.shortcuts')}</p>
    </div>
  );
});
