import type { PackageView } from './mediaPackage';

/** True when the package is the viewer's own: it then shows neither its owner's name nor 'View Profile'. */
export const isOwnPackage = (context: { view: PackageView | null; viewerId: string }) => context.view?.owner.id === context.viewerId;
