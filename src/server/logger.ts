import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * pino-pretty is a development dependency: a production install (`npm install --omit=dev`) has
 * none, so pretty output is asked for only in development, and only where the package is there.
 */
export function prettyLogsAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
    ...(options.pretty && prettyLogsAvailable()
      ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } }
      : {}),
  });
}
