import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { NOTIFICATIONS_CACHE_CONTROL, listAccountNotifications } from '../../domain/companion/notifications.js';

export const getAccountNotifications: Handlers<AppContext>['getAccountNotifications'] = ({ params }, context) => ({
  status: 200,
  body: listAccountNotifications(context.companion.services, params.account),
  headers: { 'Cache-Control': NOTIFICATIONS_CACHE_CONTROL },
});
