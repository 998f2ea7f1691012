export {
  type DatabaseTarget,
  DEFAULT_TEST_DATABASE_URL,
  type TestDatabase,
  testDatabases,
  testServerUrl,
} from './databases';
export { identityHeaders } from './identity';
export { type CapturedLogs, captureLogs } from './logs';
export { closedPort } from './ports';
export { DEFAULT_TEST_REDIS_URL, type RedisTarget, testRedis } from './redis';
export { type ServiceProcess, startServiceProcess } from './service-process';
export { describeService, type ServiceUnderTest, startTestService } from './service-suite';
export {
  type MainProcess,
  type SpawnedProcess,
  spawnProcess,
  startMainProcess,
} from './spawn-process';
