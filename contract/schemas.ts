/** Every schema an endpoint names (contract/endpoints.ts), by its exported name: the server resolves the names here. */
export * from './auth.ts';
export * from './chat.ts';
export * from './dev.ts';
export * from './envelope.ts';
export * from './health.ts';
export * from './live.ts';
export * from './notifications.ts';
export * from './packages.ts';
export * from './people.ts';
export * from './posts.ts';
export * from './profile.ts';
export * from './reports.ts';
export * from './review.ts';
export * from './stories.ts';
export * from './subscriptions.ts';
export * from './wallet.ts';
