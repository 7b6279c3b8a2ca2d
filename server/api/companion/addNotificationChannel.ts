import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { addNotificationChannel as addChannel } from '../../domain/companion/notificationChannels.js';

export const addNotificationChannel: Handlers<AppContext>['addNotificationChannel'] = async (
  { params, body },
  context,
) => ({
  status: 201,
  body: await addChannel(context.companion.services, context.companion.notificationChannels, {
    pathAccount: params.account,
    body,
  }),
});
