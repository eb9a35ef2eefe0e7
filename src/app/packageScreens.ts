import { fromPromise } from 'xstate';
import type { PackagesApi } from '../services/packages';

/*
 * The package screens' machines provided with their service: this module and each machine load with
 * the first screen that starts one (src/app/packages.ts declares them on demand).
 */

export const packageViewerScreen = async (api: PackagesApi) =>
  (await import('../machines/packageViewer.machine')).packageViewerMachine.provide({
    actors: { loadView: fromPromise(({ input, signal }) => api.view(input.packageId, signal)) },
  });
