import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { removeNotificationChannel as removeChannel } from '../../domain/companion/notificationChannels.js';

export const removeNotificationChannel: Handlers<AppContext>['removeNotificationChannel'] = async (
  { params, body },
  context,
) => ({
  status: 200,
  body: await removeChannel(context.companion.services, context.companion.notificationChannels, {
    pathAccount: params.account,
    channelId: params.channelId,
    body,
  }),
});
