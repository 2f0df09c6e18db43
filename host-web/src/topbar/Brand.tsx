import { observer } from '@plinth/sdk/web';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import classes from './topbar.module.css';

/** Spec 000 s.2: the brand links to the project list; the Branding setting's name and logo, else the default. */
export const Brand = observer(function Brand() {
  const root = useRoot();
  const { t } = useTranslation();
  const { title, logoUrl } = root.brand;
  return (
    <a className={classes.brand} href="#/projects" data-testid="brand">
      {logoUrl ? (
        <img className={classes.logo} src={logoUrl} alt={t('brand.logo')} />
      ) : (
        <span className={classes.mark} aria-hidden="true" />
      )}
      {title ?? t('brand.name')}
    </a>
  );
});
