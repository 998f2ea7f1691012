export * from './constants';
export * from './emails';
export * from './errors';
export * from './services';
