export {
  type DeliverStatus,
  type FakeGraphApi,
  type FakeGraphApiOptions,
  type GraphError,
  type SentMessage,
  startFakeGraphApi,
} from './fake-graph-api';
