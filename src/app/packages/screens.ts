import { fromPromise } from 'xstate';
import type { PackagesApi } from '../../services/packages';

/*
 * The package screens' machines provided with their service: this module and each machine load with
 * the first screen that starts one (./area.ts declares them on demand).
 */

export const packageViewerScreen = async (api: PackagesApi) =>
  (await import('../../machines/packageViewer.machine')).packageViewerMachine.provide({
    actors: { loadView: fromPromise(({ input, signal }) => api.view(input.packageId, signal)) },
  });

export const packagesScreen = async (api: PackagesApi) => {
  const [{ packagesMachine }, { packageFormMachine }, { addMediaMachine }, { sendPackageMachine }] = await Promise.all([
    import('../../machines/packages.machine'),
    import('../../machines/packageForm.machine'),
    import('../../machines/addMedia.machine'),
    import('../../machines/sendPackage.machine'),
  ]);
  return packagesMachine.provide({
    actors: {
      loadPackages: fromPromise(({ signal }) => api.list(signal)),
      loadDetail: fromPromise(({ input, signal }) => api.detail(input.id, signal)),
      deletePackage: fromPromise(({ input, signal }) => api.remove(input.id, signal)),
      deleteMedia: fromPromise(({ input, signal }) => api.removeMedia(input.id, signal)),
      packageForm: packageFormMachine.provide({
        actors: {
          savePackage: fromPromise(({ input: { packageId, name, price }, signal }) =>
            packageId === null ? api.create({ name, price }, signal) : api.edit(packageId, { name, price }, signal),
          ),
        },
      }),
      // The view hands in the browser's Files.
      addMedia: addMediaMachine.provide({
        actors: {
          addMedia: fromPromise(({ input, signal }) =>
            api.addMedia({ ...input, file: input.file as File, thumb: input.thumb as File | null }, signal),
          ),
        },
      }),
      sendPackage: sendPackageMachine.provide({
        actors: {
          loadFollowers: fromPromise(({ input, signal }) => api.followers(input.viewerId, signal)),
          sendPackage: fromPromise(({ input, signal }) => api.send(input, signal)),
        },
      }),
    },
  });
};
