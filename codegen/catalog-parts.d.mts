import type { LinguiConfigNormalized } from '@lingui/conf';

export const FIRST_SCREENS: string[];
export const CONTRACT_COMMON: string;
export const PARTS: Array<'first' | 'rest'>;
export function staticClosure(rootDir: string, entries: string[]): Set<string>;
export function partIds(config: LinguiConfigNormalized): Promise<{ first: Set<string>; rest: Set<string> }>;
export function compilePart(config: LinguiConfigNormalized, locale: string, part: 'first' | 'rest', namespace: string): Promise<string>;
