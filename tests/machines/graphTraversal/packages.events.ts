import type { AnyEventObject } from 'xstate';
import { addMediaMachine } from '../../../src/machines/addMedia.machine';
import { packageFormMachine } from '../../../src/machines/packageForm.machine';
import { packagesMachine } from '../../../src/machines/packages.machine';
import { packageViewerMachine } from '../../../src/machines/packageViewer.machine';
import { sendPackageMachine } from '../../../src/machines/sendPackage.machine';
import type { ToastsRef } from '../../../src/machines/toast.machine';
import * as fx from '../packages.fixtures';
import { answers, labelled } from './model';

/** The events of the package machines' models (their tests and the reachability check share them). */

export const packageViewerEvents: AnyEventObject[] = [
  labelled('viewer.tab VIDEO', { type: 'viewer.tab', tab: 'VIDEO' }),
  labelled('viewer.tab AUDIO', { type: 'viewer.tab', tab: 'AUDIO' }),
  labelled('viewer.retry', { type: 'viewer.retry' }),
  ...answers(packageViewerMachine, 'packageViewer.loading', 'loadView', {
    done: { full: fx.fullView, empty: fx.emptyView },
    error: { locked: fx.locked },
  }),
];
export const packageViewerInput = { packageId: '7', viewerId: '5' };

export const packagesEvents: AnyEventObject[] = [
  labelled('packages.retry', { type: 'packages.retry' }),
  labelled('packages.create', { type: 'packages.create' }),
  labelled('packages.open 7', { type: 'packages.open', id: '7' }),
  labelled('packages.back', { type: 'packages.back' }),
  labelled('packages.edit', { type: 'packages.edit' }),
  labelled('packages.delete', { type: 'packages.delete' }),
  labelled('packages.confirm', { type: 'packages.confirm' }),
  labelled('packages.dismiss', { type: 'packages.dismiss' }),
  labelled('packages.addMedia', { type: 'packages.addMedia' }),
  labelled('packages.send', { type: 'packages.send' }),
  labelled('packages.removeMedia 1', { type: 'packages.removeMedia', id: '1' }),
  labelled('packages.closePopup', { type: 'packages.closePopup' }),
  ...answers(packagesMachine, 'packages.list.loading', 'loadPackages', {
    done: { two: [fx.pkg('7'), fx.pkg('8')] },
    error: { offline: fx.offline },
  }),
  ...answers(packagesMachine, 'packages.detail.loading', 'loadDetail', { done: { detail: fx.detail }, error: { offline: fx.offline } }),
  ...answers(packagesMachine, 'packages.detail.deleting', 'deletePackage', {
    done: { deleted: { message: 'Package deleted successfully' } },
    error: { gone: fx.offline },
  }),
  ...answers(packagesMachine, 'packages.detail.removingMedia', 'deleteMedia', {
    done: { removed: { message: 'Media deleted successfully' } },
  }),
  ...answers(packagesMachine, 'packages.creating', 'packageForm', { done: { saved: fx.pkg('9') } }),
  ...answers(packagesMachine, 'packages.editing', 'packageForm', { done: { saved: fx.pkg('7') } }),
  ...answers(packagesMachine, 'packages.detail.addingMedia', 'addMedia', { done: { added: fx.content('5', 'IMAGE') } }),
  ...answers(packagesMachine, 'packages.detail.sending', 'sendPackage', { done: { sent: undefined } }),
];
export const packagesInput = (toasts: ToastsRef, isVerified = true) => ({ viewerId: '3', isVerified, toasts });

export const packageFormEvents: AnyEventObject[] = [
  labelled('packageForm.typed name', { type: 'packageForm.typed', field: 'name', value: 'Beach days' }),
  labelled('packageForm.typed price 1e+5-0.', { type: 'packageForm.typed', field: 'price', value: '1e+5-0.' }),
  labelled('packageForm.typed price 0', { type: 'packageForm.typed', field: 'price', value: '0' }),
  labelled('packageForm.submit', { type: 'packageForm.submit' }),
  ...answers(packageFormMachine, 'packageForm.saving', 'savePackage', {
    done: { saved: { message: 'Package created successfully', package: fx.pkg('9', 'Beach days') } },
    error: { refused: { message: 'please verify to create your own package', status: 403 } },
  }),
];

export const addMediaEvents: AnyEventObject[] = [
  labelled('addMedia.tab VIDEO', { type: 'addMedia.tab', kind: 'VIDEO' }),
  labelled('addMedia.file photo', { type: 'addMedia.file', file: fx.photo }),
  labelled('addMedia.file song', { type: 'addMedia.file', file: fx.song }),
  labelled('addMedia.file huge', { type: 'addMedia.file', file: fx.hugePhoto }),
  labelled('addMedia.submit', { type: 'addMedia.submit' }),
  labelled('upload.progress', { type: 'upload.progress', sent: 3 }),
  labelled('upload.cancel', { type: 'upload.cancel' }),
  ...answers(addMediaMachine, 'addMedia.uploading', 'addMedia', {
    done: { added: { message: 'Media added successfully', content: fx.content('5', 'IMAGE') } },
    error: { refused: { message: 'Please Select Image file only', status: 400 } },
  }),
];

export const sendPackageEvents: AnyEventObject[] = [
  labelled('send.search nin', { type: 'send.search', text: 'nin' }),
  labelled('send.toggle 11', { type: 'send.toggle', id: '11' }),
  labelled('send.toggleAll', { type: 'send.toggleAll' }),
  labelled('send.submit', { type: 'send.submit' }),
  labelled('send.retry', { type: 'send.retry' }),
  ...answers(sendPackageMachine, 'sendPackage.loading', 'loadFollowers', {
    done: { two: fx.followers, none: [] },
    error: { offline: fx.offline },
  }),
  ...answers(sendPackageMachine, 'sendPackage.sending', 'sendPackage', {
    done: { sent: { message: 'Package send successfully', sent: 1 } },
    error: { refused: { message: 'You are not allowed to do this', status: 403 } },
  }),
];
