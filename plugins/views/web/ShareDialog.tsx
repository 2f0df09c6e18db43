/**
 * Sharing one view (000 s.1: a private link, optionally password protected): create the link,
 * copy it, set / change / remove its password, stop sharing.
 */
import type { ViewRecord } from '@plinth/sdk';
import { VIEW_LIMITS } from '@plinth/sdk';
import { copyText, errorText, usePlinth, useReturnFocusRef, useT } from '@plinth/sdk/web';
import { Button, Dialog, FormControl, Stack, Text, TextInput } from '@primer/react';
import { useState, type FormEvent } from 'react';
import type { ViewsApi } from './api.js';
import { shareUrl } from './api.js';
import { PLUGIN_ID } from './constants.js';
import { viewTypes } from './view-types.js';

export interface ShareDialogProps {
  view: ViewRecord;
  api: ViewsApi;
  /** The stored record after each change. */
  onChanged(view: ViewRecord): void;
  onClose(): void;
}

export function ShareDialog({ view, api, onChanged, onClose }: ShareDialogProps) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  // Opened from a view's menu, whose item is gone when the dialog closes: the focus goes to its button.
  const returnFocusRef = useReturnFocusRef();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');

  /** One call: the new record on success, the server's message as a toast otherwise. */
  const run = async (call: () => Promise<ViewRecord>, done: string) => {
    setBusy(true);
    try {
      onChanged(await call());
      ctx.toast.success(t(done));
      return true;
    } catch (err) {
      ctx.toast.error(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const share = view.share;
  const sharedPath = viewTypes(ctx).find((c) => c.type === view.type)?.sharedPath;
  const link = share ? shareUrl(share.id, sharedPath) : '';

  const setPasswordSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    if (await run(() => api.share(view.id, password), 'share.passwordSet')) setPassword('');
  };

  return (
    <Dialog
      title={t('share.title', { title: view.title })}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      width="large"
      footerButtons={[{ buttonType: 'default', content: t('common.close'), onClick: onClose }]}
    >
      {!share ? (
        <Stack gap="normal">
          <Text as="p" style={{ margin: 0 }}>
            {t('share.notShared')}
          </Text>
          <div>
            <Button variant="primary" disabled={busy} onClick={() => void run(() => api.share(view.id, null), 'share.created')}>
              {t('share.create')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap="normal">
          <div>
            <Text as="p" weight="semibold" style={{ margin: '0 0 var(--base-size-4, 4px)' }}>
              {t('share.link')}
            </Text>
            <Stack direction="horizontal" gap="condensed">
              <TextInput
                block
                readOnly
                aria-label={t('share.link')}
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <Button
                onClick={() =>
                  void copyText(link).then((ok) =>
                    ok ? ctx.toast.success(t('share.linkCopied')) : ctx.toast.error(t('copyFailed', { text: link })),
                  )
                }
              >
                {t('share.copyLink')}
              </Button>
            </Stack>
          </div>
          <Text as="p" style={{ margin: 0 }} data-testid="share-password-state">
            {share.hasPassword ? t('share.passwordOn') : t('share.passwordOff')}
          </Text>
          <form onSubmit={(e) => void setPasswordSubmit(e)}>
            <Stack direction="horizontal" gap="condensed" align="end">
              <FormControl>
                <FormControl.Label>{t('share.password')}</FormControl.Label>
                <TextInput
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  maxLength={VIEW_LIMITS.passwordMax}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </FormControl>
              <Button type="submit" disabled={busy || password.length < VIEW_LIMITS.passwordMin}>
                {share.hasPassword ? t('share.changePassword') : t('share.setPassword')}
              </Button>
              {share.hasPassword && (
                <Button disabled={busy} onClick={() => void run(() => api.share(view.id, null), 'share.passwordRemoved')}>
                  {t('share.removePassword')}
                </Button>
              )}
            </Stack>
          </form>
          <div>
            <Button variant="danger" disabled={busy} onClick={() => void run(() => api.unshare(view.id), 'share.stopped')}>
              {t('share.stop')}
            </Button>
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
