import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { onDemand } from '../ui/onDemand';
import { Loading } from '../ui/Surface';

function ScreenLoading() {
  const { t } = useLingui();
  return <Loading label={t`Loading...`} />;
}

/** A screen whose code (and the words of every screen past the first ones) loads when first visited, showing the loading state meanwhile. */
export const screen = <Props extends object>(load: () => Promise<ComponentType<Props>>) => onDemand(load, <ScreenLoading />);

/**
 * A first screen (`/login`, the logged-in frame with the home feed): its code loads when first visited, its
 * words are in the main bundle (codegen/catalog-parts.mjs names the same modules in FIRST_SCREENS).
 */
export const firstScreen = <Props extends object>(load: () => Promise<ComponentType<Props>>) => onDemand(load, <ScreenLoading />, true);
