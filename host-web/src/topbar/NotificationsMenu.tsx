import type { NotificationStatus } from '@plinth/sdk';
import { observer } from '@plinth/sdk/web';
import { BellIcon, CheckCircleIcon, ClockIcon, XCircleIcon, type Icon } from '@primer/octicons-react';
import { ActionList, ActionMenu, CounterLabel, IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import classes from './topbar.module.css';

const STATUS_ICON: Record<NotificationStatus, Icon> = {
  pending: ClockIcon,
  success: CheckCircleIcon,
  error: XCircleIcon,
};

/** Spec 000 s.2: the notifications panel, 'No new notifications' when empty, a clear action. */
export const NotificationsMenu = observer(function NotificationsMenu() {
  const root = useRoot();
  const { t } = useTranslation();
  const { items } = root.notifications;
  return (
    <span className={classes.notifications}>
      <ActionMenu>
        <ActionMenu.Anchor>
          <IconButton icon={BellIcon} variant="invisible" aria-label={t('topBar.notifications')} />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay width="medium">
          <ActionList className={classes.notificationList}>
            {items.length === 0 && <ActionList.Item disabled>{t('notifications.empty')}</ActionList.Item>}
            {items.map((item) => {
              const StatusIcon = STATUS_ICON[item.status];
              return (
                <ActionList.Item key={`${item.time}:${item.type}:${item.module}:${item.title}`}>
                  <ActionList.LeadingVisual>
                    <StatusIcon aria-label={t(`notifications.status.${item.status}`)} />
                  </ActionList.LeadingVisual>
                  {item.title}
                  <ActionList.Description variant="block">{item.module}</ActionList.Description>
                </ActionList.Item>
              );
            })}
            {items.some((item) => item.status !== 'pending') && (
              <>
                <ActionList.Divider />
                <ActionList.Item onSelect={root.notifications.clear}>{t('notifications.clear')}</ActionList.Item>
              </>
            )}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {items.length > 0 && <CounterLabel>{items.length}</CounterLabel>}
    </span>
  );
});
