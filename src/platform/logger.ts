import { pino, type Logger } from 'pino';
import { INSTANCE_ID } from './instance-id';

export type { Logger };

/** Every line names the instance it comes from (host and process), so an operator sees who leads what. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'tessera', instance: INSTANCE_ID } });
}
