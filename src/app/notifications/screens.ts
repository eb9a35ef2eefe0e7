import { fromPromise } from 'xstate';
import { notificationListMachine } from '../../machines/notificationList.machine';
import type { NotificationsApi } from '../../services/notifications';
import { withSignal } from '../root/area';

// The /notification list provided with its service: this module and the machine load with the page (./area.ts declares it on demand).

export const notificationListScreen = (api: NotificationsApi) =>
  notificationListMachine.provide({
    actors: { loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.page(page, signal))) },
  });
