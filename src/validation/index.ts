export * from './forms';
export * from './messages';
