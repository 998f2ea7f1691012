// The `@ssc/service-kit/redis` entry: Redis pub/sub without the service framework, for the gateway
// too (the main entry would load the database layer into it).
export { type CatalogueChanges, listenForCatalogueChanges } from '../catalogue/catalogue-changes';
export { type ChannelPublisher, createChannelPublisher } from './channel-publisher';
export { closeRedis } from './close-redis';
export { type ChannelHandlers, connectSubscriber, type RedisSubscriber } from './subscriber';
