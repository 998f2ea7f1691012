import { testDatabases } from './databases';
import { type SpawnedProcess, spawnProcess } from './spawn-process';

export interface ServiceProcess {
  url: string;
  dataDir: string;
  process: SpawnedProcess;
  /** Stops the process and drops its database schema and data folder. */
  stop(): Promise<void>;
}

/**
 * A service of this repo (its `src/main.ts`, in `cwd`) as a real process on a throw-away schema
 * of the test PostgreSQL server, resolved once its /ready answers.
 */
export async function startServiceProcess(options: {
  name: string;
  cwd: string;
  env?: Record<string, string>;
}): Promise<ServiceProcess> {
  const [target] = await testDatabases();
  const database = await (target as NonNullable<typeof target>).create(options.name);
  let child: SpawnedProcess;
  try {
    child = await spawnProcess('src/main.ts', {
      cwd: options.cwd,
      env: {
        PORT: '0',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        DATABASE_SCHEMA: database.databaseSchema,
        LOG_LEVEL: 'info',
        ...options.env,
      },
      timeoutMs: 60_000,
    });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  // The URL is logged when the port is open; seeded data is there once /ready says so.
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${child.url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: child.url,
    dataDir: database.dataDir,
    process: child,
    async stop() {
      await child.stop('SIGTERM');
      await database.dispose();
    },
  };
}
