import type { VaultKind } from './vault.machine';

/** The tabs a caller's kinds give: every kind has its own, and "All" leads when the caller takes all three. */
export const pickerTabs = (kinds: readonly VaultKind[]): Array<VaultKind | null> => (kinds.length >= 3 ? [null, ...kinds] : [...kinds]);
