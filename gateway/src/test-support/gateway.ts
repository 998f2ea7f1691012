import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { type RunningGateway, start } from '../server';

export interface TestGateway extends RunningGateway {
  /** Parsed log lines written so far. */
  logs: Record<string, unknown>[];
}

/** A real gateway on 127.0.0.1:0 configured through the same env parsing as production. */
export async function startTestGateway(env: Record<string, string>): Promise<TestGateway> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const gateway = await start(config, { logger: createLogger(config, sink) });
  return Object.assign(gateway, { logs });
}
