// Turns the pino JSON lines of the child processes into one readable line each for a terminal.
const levels = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const shown = ['requestId', 'method', 'path', 'status', 'durationMs', 'service', 'code', 'err'];

export function formatLine(name, line) {
  if (!line.startsWith('{')) return `[${name}] ${line}`;
  try {
    const entry = JSON.parse(line);
    const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
    const extra = shown
      .filter((k) => entry[k] !== undefined)
      .map((k) => `${k}=${typeof entry[k] === 'object' ? JSON.stringify(entry[k]) : entry[k]}`)
      .join(' ');
    return `${time} ${(levels[entry.level] ?? entry.level).padEnd(5)} [${entry.name ?? name}] ${entry.msg ?? ''} ${extra}`.trimEnd();
  } catch {
    return `[${name}] ${line}`;
  }
}
