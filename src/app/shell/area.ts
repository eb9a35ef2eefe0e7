import { toastMachine } from '../../machines/toast.machine';
import { longLived, type Area } from '../root/area';
import { useSystemActor } from '../root/hooks';

export type { Failure } from '../../machines/failure';

/** The app's frame: the toasts every area notifies through (spec §9). */
export function shell() {
  return {
    actors: { toasts: longLived(toastMachine) },
    screens: {},
  } satisfies Area;
}

export const useToastsActor = () => useSystemActor('toasts');
