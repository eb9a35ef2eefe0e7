import type { PackagesApi } from '../../services/packages';
import { onDemand, type Area } from '../root/area';

/** What paid media packages need of the outside world (the service's code loads with the first package screen). */
export interface PackagesServices {
  packagesApi(): Promise<PackagesApi>;
}

// The wiring and each machine load with the first package screen, never with /home or /login.
const screensCode = () => import('./screens');

/**
 * Paid media packages: Settings → Paid media packages with its form and popups, and the package viewer
 * the chat opens.
 */
export function packages({ packagesApi }: PackagesServices) {
  const load = async () => ({ code: await screensCode(), api: await packagesApi() });
  return {
    actors: {},
    screens: {
      packageViewer: onDemand(async () => {
        const { code, api } = await load();
        return code.packageViewerScreen(api);
      }),
      packages: onDemand(async () => {
        const { code, api } = await load();
        return code.packagesScreen(api);
      }),
    },
  } satisfies Area;
}
