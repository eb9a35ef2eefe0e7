import type { Gateway } from '../../services/gatewayError';
import { onDemand, type Area } from '../root/area';

/** What the admin area needs of the outside world. */
export interface AdminServices {
  gateway: Gateway;
}

const screensCode = () => import('./screens');

/** The admin area: the verification, payout, report and suspension queues and their decisions, and the background jobs' counts (admins only; the server refuses others). */
export function admin({ gateway }: AdminServices) {
  return {
    actors: {},
    screens: {
      adminQueue: onDemand(async () => (await screensCode()).adminQueueScreen(gateway)),
      adminJobs: onDemand(async () => (await screensCode()).adminJobsScreen(gateway)),
    },
  } satisfies Area;
}
