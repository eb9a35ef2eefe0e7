import { toastMachine } from '../../machines/toast.machine';
import { longLived, type Area } from '../root/area';

/** The app's frame: the toasts every area notifies through (spec §9). */
export function shell() {
  return {
    actors: { toasts: longLived(toastMachine) },
    screens: {},
  } satisfies Area;
}
