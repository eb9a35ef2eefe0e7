import type { ActorRefFrom } from 'xstate';
import type { packageViewerMachine } from '../machines/packageViewer.machine';
import type { PackagesApi } from '../services/packages';
import { onDemand, type Area } from './area';
import { useScreenActor } from './hooks';

export type { Follower, MediaContent, MediaKind, MediaPackage, MediaPackageDetail, PackageView, ViewerTab } from '../machines/mediaPackage';
export { filesOf, VIEWER_TABS } from '../machines/mediaPackage';
export { isOwnPackage } from '../machines/packageViewerRules';

/** What paid media packages need of the outside world (the service's code loads with the first package screen). */
export interface PackagesServices {
  packagesApi(): Promise<PackagesApi>;
}

// The wiring and each machine load with the first package screen, never with /home or /login.
const screensCode = () => import('./packageScreens');

/** Paid media packages: Settings → Paid media packages, its popups, and the package viewer the chat opens. */
export function packages({ packagesApi }: PackagesServices) {
  const load = async () => ({ code: await screensCode(), api: await packagesApi() });
  return {
    actors: {},
    screens: {
      packageViewer: onDemand(async () => {
        const { code, api } = await load();
        return code.packageViewerScreen(api);
      }),
    },
  } satisfies Area;
}

export type PackageViewerActor = ActorRefFrom<typeof packageViewerMachine>;
export const usePackageViewer = (packageId: string, viewerId: string) => useScreenActor('packageViewer', { packageId, viewerId });
