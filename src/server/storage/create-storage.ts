import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

export function createStorage(config: Config['storage']): Storage {
  if (config.kind === 'local') return createLocalStorage(config.root);
  throw new Error('S3 storage is configured but this build only ships the local folder driver');
}
