import { fromPromise, type ActorRefFrom } from 'xstate';
import type { addMediaMachine } from '../machines/addMedia.machine';
import type { MediaPackage } from '../machines/mediaPackage';
import type { packageFormMachine } from '../machines/packageForm.machine';
import type { packagesMachine } from '../machines/packages.machine';
import type { packageViewerMachine } from '../machines/packageViewer.machine';
import type { sendPackageMachine } from '../machines/sendPackage.machine';
import { vaultItemOf } from '../machines/vaultFile';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { Uploads } from '../services/upload';
import { onDemand, operation, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What paid media packages need of the outside world: the gateway, and the media's upload. */
export interface PackagesServices {
  gateway: Gateway;
  uploads: Pick<Uploads, 'packageMedia'>;
}

/** The most follower pages the send popup reads (10 a page: PACKAGE_SEND_MAX people). */
const FOLLOWER_PAGES_MAX = 100;

/** Every follower of the viewer (the send popup lists them all), page after page. */
async function allFollowers(gateway: Gateway, userId: string, signal: AbortSignal) {
  const all = [];
  for (let page = 1; page <= FOLLOWER_PAGES_MAX; page++) {
    const batch = (await runOperation(gateway, 'Followers', { userId, page }, signal)).followers;
    all.push(...batch);
    if (batch.length === 0) break;
  }
  return all;
}

/** The viewer's own packages: Settings → Paid media packages lists them, the chat's attachment popup offers one. */
export const myMediaPackages = (gateway: Gateway) =>
  operation<'MyMediaPackages', MediaPackage[], Record<string, never>>(
    gateway,
    'MyMediaPackages',
    (answer) => answer.myMediaPackages,
    () => ({}),
  );

/**
 * Paid media packages: Settings → Paid media packages with its form and popups, and the package viewer the chat
 * opens (each machine loads with the first screen that starts it).
 */
export function packages({ gateway, uploads }: PackagesServices) {
  return {
    actors: {},
    screens: {
      packageViewer: onDemand(async () =>
        (await import('../machines/packageViewer.machine')).packageViewerMachine.provide({
          actors: { loadView: operation(gateway, 'PackageView', (answer) => answer.packageView) },
        }),
      ),
      packages: onDemand(async () => {
        const [{ packagesMachine }, { packageFormMachine }, { addMediaMachine }, { sendPackageMachine }] = await Promise.all([
          import('../machines/packages.machine'),
          import('../machines/packageForm.machine'),
          import('../machines/addMedia.machine'),
          import('../machines/sendPackage.machine'),
        ]);
        return packagesMachine.provide({
          actors: {
            loadPackages: myMediaPackages(gateway),
            loadDetail: operation(gateway, 'MediaPackage', (answer) => answer.mediaPackage),
            deletePackage: operation(gateway, 'DeleteMediaPackage', (answer) => answer.deleteMediaPackage),
            deleteMedia: operation(gateway, 'DeleteMediaContent', (answer) => answer.deleteMediaContent),
            packageForm: packageFormMachine.provide({
              actors: {
                savePackage: fromPromise(async ({ input: { packageId, name, price }, signal }) =>
                  packageId === null
                    ? (await runOperation(gateway, 'CreateMediaPackage', { input: { name, price } }, signal)).createMediaPackage
                    : (await runOperation(gateway, 'EditMediaPackage', { id: packageId, input: { name, price } }, signal)).editMediaPackage,
                ),
              },
            }),
            // The view hands in the browser's Files; their bytes are counted as they go up.
            addMedia: addMediaMachine.provide({
              actors: {
                addMedia: fromPromise(async ({ input, signal }) => {
                  // A vault item is copied into the package on the server (/api/vault/use-in-package): nothing goes up again.
                  const item = vaultItemOf(input.file);
                  if (item)
                    return (await runOperation(gateway, 'UseVaultItemInPackage', { key: item.key, packageId: input.packageId }, signal))
                      .useVaultItemInPackage;
                  return uploads.packageMedia(
                    { ...input, file: input.file as File, thumb: input.thumb as File | null },
                    signal,
                    input.onProgress,
                  );
                }),
              },
            }),
            sendPackage: sendPackageMachine.provide({
              actors: {
                loadFollowers: fromPromise(({ input, signal }) => allFollowers(gateway, input.viewerId, signal)),
                sendPackage: operation(gateway, 'SendPackage', (answer) => answer.sendPackage),
              },
            }),
          },
        });
      }),
    },
  } satisfies Area;
}

// The package screens' hooks and what their views read; only the (on-demand) package views use them.

export type { Follower, MediaContent, MediaKind, MediaPackage, MediaPackageDetail, PackageView, ViewerTab } from '../machines/mediaPackage';
export { filesOf, VIEWER_TABS } from '../machines/mediaPackage';
export { isOwnPackage } from '../machines/packageViewerRules';
export { uploadBytes } from '../machines/addMediaRules';
export { allSelected, followersShown } from '../machines/sendPackageRules';
export type { PackageField } from '../validation/packages';

export type PackageViewerActor = ActorRefFrom<typeof packageViewerMachine>;
export type PackagesActor = ActorRefFrom<typeof packagesMachine>;
export type PackageFormActor = ActorRefFrom<typeof packageFormMachine>;
export type AddMediaActor = ActorRefFrom<typeof addMediaMachine>;
export type SendPackageActor = ActorRefFrom<typeof sendPackageMachine>;

export const usePackageViewer = (packageId: string, viewerId: string) => useScreenActor('packageViewer', { packageId, viewerId });
export const usePackages = (viewerId: string, isVerified: boolean) => useScreenActor('packages', { viewerId, isVerified });
