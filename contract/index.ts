export * from './envelope';
export * from './messages';
export * from './rules';
export * from './user';
export * from './auth';
export * from './chat';
export * from './routes';
export * from './dev';
