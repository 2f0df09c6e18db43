import { useTranslation } from 'react-i18next';
import classes from './topbar.module.css';

/** Spec 000 s.2: the brand links to the project list. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <a className={classes.brand} href="#/projects">
      <span className={classes.mark} aria-hidden="true" />
      {t('brand.name')}
    </a>
  );
}
