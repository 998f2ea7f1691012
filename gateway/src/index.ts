export { apiServices, endpointOf } from './api/routes';
export { createGateway, type GatewayDeps } from './app';
export { ConfigError, type GatewayConfig, loadConfig } from './config';
export { createLogger } from './logger';
export { type RunningGateway, start } from './server';
