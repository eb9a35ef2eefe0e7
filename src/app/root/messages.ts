/**
 * The words of the screens past the first ones (codegen/catalog-parts.mjs): an on-demand screen or modal
 * loads them with its code (src/views/ui/onDemand.tsx), so the first load carries only what it draws.
 */
export { loadAllMessages } from '../../services/i18n';
