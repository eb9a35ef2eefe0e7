import type { MessageDescriptor } from '@lingui/core';

/** A toast: a translated descriptor of ours, or the server's own words. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  message: MessageDescriptor | string;
}
