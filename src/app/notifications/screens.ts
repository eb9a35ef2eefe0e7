import { notificationListMachine } from '../../machines/notificationList.machine';
import type { Gateway } from '../../services/gatewayError';
import { operation } from '../root/area';

// The /notification list provided with its service: this module and the machine load with the page (./area.ts declares it on demand).

export const notificationListScreen = (gateway: Gateway) =>
  notificationListMachine.provide({
    actors: { loadPage: operation(gateway, 'Notifications', (answer) => answer.notifications) },
  });
