import { fromPromise } from 'xstate';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { Uploads } from '../../services/upload';
import { operation } from '../root/area';

/*
 * The package screens' machines provided with their service: this module and each machine load with
 * the first screen that starts one (./area.ts declares them on demand).
 */

/** What paid media packages need of the outside world: the gateway, and the media's upload. */
export interface ScreenServices {
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

export const packageViewerScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/packageViewer.machine')).packageViewerMachine.provide({
    actors: { loadView: operation(gateway, 'PackageView', (answer) => answer.packageView) },
  });

export const packagesScreen = async ({ gateway, uploads }: ScreenServices) => {
  const [{ packagesMachine }, { packageFormMachine }, { addMediaMachine }, { sendPackageMachine }] = await Promise.all([
    import('../../machines/packages.machine'),
    import('../../machines/packageForm.machine'),
    import('../../machines/addMedia.machine'),
    import('../../machines/sendPackage.machine'),
  ]);
  return packagesMachine.provide({
    actors: {
      loadPackages: operation(
        gateway,
        'MyMediaPackages',
        (answer) => answer.myMediaPackages,
        () => ({}),
      ),
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
      // The view hands in the browser's Files.
      addMedia: addMediaMachine.provide({
        actors: {
          addMedia: fromPromise(({ input, signal }) =>
            uploads.packageMedia({ ...input, file: input.file as File, thumb: input.thumb as File | null }, signal),
          ),
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
};
