export * from './forms';
export * from './profile';
export * from './posts';
export * from './messages';
export * from './money';
