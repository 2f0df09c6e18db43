import { Heading, Link } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import classes from './pages.module.css';

/** The statuses with an error route (`/error/400|403|404`); 500 stands for a render failure. */
export type ErrorStatus = 400 | 403 | 404 | 500;

const TITLE_KEY: Record<ErrorStatus, string> = {
  400: 'error.badRequest.title',
  403: 'error.forbidden.title',
  404: 'error.notFound.title',
  500: 'error.generic.title',
};

/**
 * Spec 000 s.2: 404 reads 'Not Found' with 'Back to the home page'; other errors read
 * 'An error occurred' with the same home link. The page title is the message.
 */
export function ErrorPage({ status, detail }: { status: ErrorStatus; detail?: string }) {
  const { t } = useTranslation();
  const title = t(TITLE_KEY[status]);
  useDocumentTitle(title);
  const notFound = status === 404;
  return (
    <section className={classes.errorPage} aria-labelledby="plinth-error-heading">
      <p className={classes.errorStatus} aria-hidden="true">
        {status}
      </p>
      <Heading as="h1" id="plinth-error-heading">
        {notFound ? title : t('error.generic.title')}
      </Heading>
      <p className={classes.errorDetail}>{notFound ? t('error.notFound.description') : (detail ?? title)}</p>
      <Link href="#/">{t('error.backHome')}</Link>
    </section>
  );
}

/** Last resort when the error page itself throws: no i18n, no Primer, nothing that could fail again. */
export function ErrorPageFailure() {
  return (
    <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      An error occurred while showing the error page
    </p>
  );
}
