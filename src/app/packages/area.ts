import { onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What paid media packages need of the outside world. */
export type PackagesServices = ScreenServices;

// The wiring and each machine load with the first package screen, never with /home or /login.
const screensCode = () => import('./screens');

/**
 * Paid media packages: Settings → Paid media packages with its form and popups, and the package viewer
 * the chat opens.
 */
export function packages(services: PackagesServices) {
  return {
    actors: {},
    screens: {
      packageViewer: onDemand(async () => (await screensCode()).packageViewerScreen(services)),
      packages: onDemand(async () => (await screensCode()).packagesScreen(services)),
    },
  } satisfies Area;
}
