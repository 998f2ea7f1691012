// Runs drizzle-kit for the service in the current directory: `node <this> generate`.
//
// npm installs drizzle-orm inside each service workspace (it is not hoisted) while drizzle-kit
// sits in the root node_modules, where neither its `require` nor its `import()` of drizzle-orm
// finds anything. NODE_PATH covers the requires, a resolve hook covers the imports.
//
// After `generate`, the "public". qualifiers drizzle-kit writes (foreign keys, enums) are removed
// from the SQL: each service's objects must land in its own schema through search_path.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const serviceModules = join(process.cwd(), 'node_modules');
const nodePath = [serviceModules, process.env.NODE_PATH].filter(Boolean).join(delimiter);

const { status } = spawnSync(
  process.execPath,
  [
    '--import',
    new URL('./register-resolve-hook.mjs', import.meta.url).href,
    bin,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, NODE_PATH: nodePath } },
);
if (status === 0 && process.argv[2] === 'generate') {
  const out = join(process.cwd(), 'drizzle');
  for (const file of readdirSync(out).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(out, file), 'utf8');
    const neutral = sql.replaceAll('"public".', '');
    if (neutral !== sql) writeFileSync(join(out, file), neutral);
  }
}
process.exit(status ?? 1);
