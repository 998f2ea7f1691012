export * from './constants';
export * from './emails';
export * from './errors';
export * from './request-id';
export * from './services';
