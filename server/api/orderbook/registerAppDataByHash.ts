import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { getAppDataByHash, insertAppData } from '../../db/tables/appData.js';
import { registerAppData, type AppDataRegistry } from '../../domain/appData.js';

export const registerAppDataByHash: Handlers<AppContext>['registerAppDataByHash'] = ({ params, body }, context) => {
  const { hash, created } = registerAppData(appDataRegistry(context), {
    fullAppData: body.fullAppData,
    expectedHash: params.app_data_hash,
  });
  return created ? { status: 201, body: hash } : { status: 200, body: hash };
};

/**
 * The app data registry over the context's database.
 *
 * @NOTE Handlers normally reach stores through the context, never `db/`; this adapter stays here
 * until the context carries an app data registry (`server/db/stores/`), then moves there.
 */
export function appDataRegistry(context: Pick<AppContext, 'db' | 'clock'>): AppDataRegistry {
  return {
    getFullAppData: (hash) => getAppDataByHash(context.db, hash)?.fullAppData,
    insertFullAppData: (hash, fullAppData) =>
      insertAppData(context.db, { hash, fullAppData, createdAt: context.clock.now().toISOString() }),
  };
}
