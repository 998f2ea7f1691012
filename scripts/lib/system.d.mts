import type { StdioOptions } from 'node:child_process';

export interface RunningSystem {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export declare function startSystem(options: {
  port: number;
  serviceBase: number;
  dataDir: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
  timeoutMs?: number;
}): Promise<RunningSystem>;
