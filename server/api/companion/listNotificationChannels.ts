import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { listNotificationChannels as listChannels } from '../../domain/companion/notificationChannels.js';

export const listNotificationChannels: Handlers<AppContext>['listNotificationChannels'] = ({ params }, context) => ({
  status: 200,
  body: listChannels(context.companion.notificationChannels, params.account),
  // The list changes with every delivery attempt: a cached copy would show stale counts.
  headers: { 'Cache-Control': 'no-store' },
});
