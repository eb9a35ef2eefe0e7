import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { onDemand } from '../ui/onDemand';
import { Loading } from '../ui/Surface';

function ScreenLoading() {
  const { t } = useLingui();
  return <Loading label={t`Loading...`} />;
}

/** A screen whose code loads when first visited, showing the loading state meanwhile. */
export const screen = <Props extends object>(load: () => Promise<ComponentType<Props>>) => onDemand(load, <ScreenLoading />);
