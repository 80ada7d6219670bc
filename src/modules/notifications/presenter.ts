import type { Translate } from '../../platform/i18n/index.ts';
import type { NotificationRow } from './repo.ts';
import { linkOf, sentenceKey } from './service.ts';

type Listed = { row: NotificationRow; actorName: string };

/** The wire shape of one notification. */
export const presentNotification = ({ row, actorName }: Listed) => ({
  id: row.id,
  kind: row.kind,
  action: row.action,
  actor: { id: row.actorId, name: actorName },
  link: linkOf(row),
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The wire shape with the sentence in the member's language (ClientNotifications: the top bar's menu). */
export const presentNotificationWithText = (item: Listed, t: Translate) => ({ ...presentNotification(item), text: t(sentenceKey(item.row), { name: item.actorName }) });

/** One line of /Notifications: the sentence in the member's language. */
export const notificationLine = (item: Listed, t: Translate) => ({ ...presentNotification(item), sentence: t(sentenceKey(item.row), { name: item.actorName }), createdAtDate: item.row.createdAt });
