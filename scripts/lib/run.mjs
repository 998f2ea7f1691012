// Running node tools as child processes, a few at a time (the target machines have two cores).
import { spawn } from 'node:child_process';

/** Runs `node <args>` and resolves with its exit code and everything it printed. */
export function runNode(args, { cwd, env = process.env }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

/** Calls `task` for every item, at most `width` at once, in order of the list. */
export async function eachLimited(items, task, width = 2) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: width }, worker));
}
