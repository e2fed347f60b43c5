// Tests read what the server logs: the server's logger writes its JSON lines into an array instead
// of standard output until the next call.
import { createLogger, setLogger, type LogLevel } from '../server/log';

export function captureLogLines(level: LogLevel = 'info'): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  setLogger(createLogger({ format: 'json', level, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }));
  return lines;
}
