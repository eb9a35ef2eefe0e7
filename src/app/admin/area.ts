import type { AdminApi } from '../../services/review';
import { onDemand, type Area } from '../root/area';

/** What the admin area needs of the outside world (its service's code loads with the area). */
export interface AdminServices {
  adminApi(): Promise<AdminApi>;
}

const screensCode = () => import('./screens');

/** The admin area: the verification, payout, report and suspension queues and their decisions (admins only; the server refuses others). */
export function admin({ adminApi }: AdminServices) {
  return {
    actors: {},
    screens: {
      adminQueue: onDemand(async () => {
        const [code, api] = await Promise.all([screensCode(), adminApi()]);
        return code.adminQueueScreen(api);
      }),
    },
  } satisfies Area;
}
