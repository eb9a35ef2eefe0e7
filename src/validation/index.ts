export * from './forms';
export * from './posts';
export * from './messages';
export * from './money';
