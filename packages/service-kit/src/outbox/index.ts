// `@ssc/service-kit/outbox`: transactional outbox table, writer and relay to BullMQ.

export { createOfficeNotices, type OfficeNotices, officeRecipients } from './office-notices';
export {
  defaultJobOptions,
  type OutboxRelay,
  type OutboxRelayOptions,
  startOutboxRelay,
} from './outbox-relay';
export { createOutboxTable, type OutboxTable } from './outbox-table';
export { addToOutbox, type OutboxEmailEntry, type OutboxQueueEntry } from './outbox-write';
export { type SignedConsumer, startSignedConsumer } from './signed-consumer';
