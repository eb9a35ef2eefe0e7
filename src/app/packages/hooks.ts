import type { ActorRefFrom } from 'xstate';
import type { addMediaMachine } from '../../machines/addMedia.machine';
import type { packageFormMachine } from '../../machines/packageForm.machine';
import type { packagesMachine } from '../../machines/packages.machine';
import type { packageViewerMachine } from '../../machines/packageViewer.machine';
import type { sendPackageMachine } from '../../machines/sendPackage.machine';
import { useScreenActor } from '../root/hooks';

/* The package screens' hooks and what their views read; only the (on-demand) package views import this. */

export type {
  Follower,
  MediaContent,
  MediaKind,
  MediaPackage,
  MediaPackageDetail,
  PackageView,
  ViewerTab,
} from '../../machines/mediaPackage';
export { filesOf, VIEWER_TABS } from '../../machines/mediaPackage';
export { isOwnPackage } from '../../machines/packageViewerRules';
export { addMediaError } from '../../machines/addMediaRules';
export { allSelected, followersShown } from '../../machines/sendPackageRules';
export type { PackageField } from '../../validation/packages';

export type PackageViewerActor = ActorRefFrom<typeof packageViewerMachine>;
export type PackagesActor = ActorRefFrom<typeof packagesMachine>;
export type PackageFormActor = ActorRefFrom<typeof packageFormMachine>;
export type AddMediaActor = ActorRefFrom<typeof addMediaMachine>;
export type SendPackageActor = ActorRefFrom<typeof sendPackageMachine>;

export const usePackageViewer = (packageId: string, viewerId: string) => useScreenActor('packageViewer', { packageId, viewerId });
export const usePackages = (viewerId: string, isVerified: boolean) => useScreenActor('packages', { viewerId, isVerified });
