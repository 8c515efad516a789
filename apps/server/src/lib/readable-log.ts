import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const indent = (text: string) => text.replace(/^/gm, '    ');

/**
 * One pino JSON line as a person reads it in a terminal: time, level, where from, message,
 * then the error's stack. Anything that is not a log line is kept as it is.
 */
export function readableLogLine(line: string, source?: string): string {
  let entry: { time?: number; level?: number; msg?: string; err?: { stack?: string; message?: string } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return source ? `[${source}] ${line}` : line;
  }
  if (typeof entry !== 'object' || entry === null) return line;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level ?? 30] ?? String(entry.level)).padEnd(5);
  const head = [time, level, source && `[${source}]`, entry.msg ?? entry.err?.message ?? ''].filter(Boolean).join(' ');
  return entry.err?.stack ? `${head}\n${indent(entry.err.stack)}` : head;
}

/** Where a local run's logger writes: readable lines on standard output instead of JSON. */
export const readableLogStream: DestinationStream = {
  write: (line: string) => process.stdout.write(`${readableLogLine(line.trimEnd())}\n`),
};
