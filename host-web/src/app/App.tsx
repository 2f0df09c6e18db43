import { intlLocale } from '@plinth/sdk';
import { ConfirmHost, observer, PlinthContext } from '@plinth/sdk/web';
import { BaseStyles, Spinner } from '@primer/react';
import { ThemeProvider } from '@primer/react/next';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { HashRouter, useLocation, useNavigate } from 'react-router-dom';
import { textDirection } from '../i18n/i18n.js';
import { ErrorLayout } from '../layouts/layouts.js';
import { ErrorPage, ErrorPageFailure } from '../pages/ErrorPage.js';
import { SettingsDialog } from '../settings/SettingsDialog.js';
import { createShortcutHandler } from '../shortcuts/dispatcher.js';
import { HOST_FALLBACK_SHORTCUTS, HOST_SHORTCUTS } from '../shortcuts/hostShortcuts.js';
import type { RootStore } from '../store/RootStore.js';
import { BusyBar, Toasts } from '../toasts/Toasts.js';
import classes from './app.module.css';
import { AppRoutes } from './AppRoutes.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { RootContext, useRoot } from './RootContext.js';

/**
 * Hands the router's navigate to the store, so `ctx.navigate` works from plugin code outside
 * React, and keeps `ctx.route` in step with the router's location.
 */
function NavigatorBridge() {
  const root = useRoot();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    root.setNavigator((path) => void navigate(path));
    return () => root.setNavigator(null);
  }, [root, navigate]);
  useEffect(() => root.route.changed(), [root, location]);
  return null;
}

/** Host shortcuts first, then the active plugins' ones, then the host's defaults; read at each key press. */
function ShortcutListener() {
  const root = useRoot();
  useEffect(() => {
    const onKeyDown = createShortcutHandler(
      () => [...HOST_SHORTCUTS, ...root.plugins.contributions('shortcuts'), ...HOST_FALLBACK_SHORTCUTS],
      root.ctx,
    );
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [root]);
  return null;
}

/** Keeps `<html lang>` and the writing direction (right to left for iw) in step with the chosen language. */
function DocumentLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = intlLocale(i18n.language);
    document.documentElement.dir = textDirection(i18n.language);
  }, [i18n.language]);
  return null;
}

/**
 * The routes behind an error boundary: a render error shows the error page (in the error frame);
 * if that fails too, a plain message. Navigating elsewhere clears the error.
 */
const Screens = observer(function Screens() {
  const root = useRoot();
  const { t } = useTranslation();
  const location = useLocation();
  if (root.plugins.status === 'loading') {
    return (
      <div className={classes.loading}>
        <Spinner size="large" srText={t('loading')} />
      </div>
    );
  }
  return (
    <ErrorBoundary
      resetKey={location.pathname}
      fallback={(error) => (
        <ErrorBoundary fallback={() => <ErrorPageFailure />}>
          <ErrorLayout>
            <ErrorPage status={500} detail={error.message} />
          </ErrorLayout>
        </ErrorBoundary>
      )}
    >
      <AppRoutes />
    </ErrorBoundary>
  );
});

/** `ctx.confirm`'s dialog, with the frame's labels for the buttons a question does not name. */
function Confirmations() {
  const root = useRoot();
  const { t } = useTranslation();
  return <ConfirmHost queue={root.confirms} confirmLabel={t('confirm.ok')} cancelLabel={t('confirm.cancel')} />;
}

/** The frame: providers, theme (colour mode from the UI settings), router, dialogs and toasts. */
export const App = observer(function App({ root }: { root: RootStore }) {
  return (
    <RootContext.Provider value={root}>
      <PlinthContext.Provider value={root.ctx}>
        <I18nextProvider i18n={root.i18n}>
          <ThemeProvider colorMode={root.ui.settings.darkTheme ? 'night' : 'day'}>
            <BaseStyles className={classes.frame}>
              <DocumentLanguage />
              <HashRouter>
                <NavigatorBridge />
                <ShortcutListener />
                <BusyBar />
                <Screens />
                <SettingsDialog />
                <Confirmations />
              </HashRouter>
              <Toasts />
            </BaseStyles>
          </ThemeProvider>
        </I18nextProvider>
      </PlinthContext.Provider>
    </RootContext.Provider>
  );
});
