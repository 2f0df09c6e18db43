import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { Button } from '@primer/react';
import { PATHS, PLUGIN_ID } from './paths.js';

/** 000 s.2: the add-user permission a Share button needs. */
const ADD_USER_PERMISSION = 'add-user';

/** Top-bar Share (000 s.2), for users who may add users: opens user administration, where the invitation form is. */
export const ShareButton = observer(function ShareButton() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  if (!ctx.session.user || !ctx.session.can(ADD_USER_PERMISSION)) return null;
  return (
    <Button size="small" variant="invisible" title={t('share.hint')} onClick={() => ctx.navigate(`${PATHS.admin}?invite=1`)}>
      {t('share.button')}
    </Button>
  );
});
