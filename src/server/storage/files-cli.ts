import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { copyObjects } from './copy-objects';
import { openStorage } from './create-storage';
import { createLocalStorage } from './local-storage';

const USAGE = `Usage:
  npm run files -- export DIR   copy every stored file (logos, images, fonts) into the folder DIR
  npm run files -- import DIR   copy every file of the folder DIR into the configured storage
The configured storage is the S3 bucket when the S3_* variables are set, else DATA_DIR/files.
A folder written by export can be imported again (a restore), and DATA_DIR/files itself can be
imported into S3 (moving a single machine's files to object storage).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** `npm run files`: backs the file store up into a folder, and restores it from one. */
async function main() {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'export' && command !== 'import') || !dir) fail(USAGE);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const folderPath = path.resolve(dir);
  if (config.storage.kind === 'local' && path.resolve(config.storage.root) === folderPath) {
    fail(`${folderPath} is the configured storage itself: name another folder.`);
  }
  if (command === 'import' && !fs.existsSync(folderPath)) fail(`There is no folder ${folderPath} to import.`);
  const configured = await openStorage(config.storage).catch((error: Error) => fail(error.message));
  const folder = createLocalStorage(folderPath);
  const where =
    config.storage.kind === 's3' ? `the S3 bucket "${config.storage.bucket}"` : config.storage.root;
  const [from, to, description] =
    command === 'export'
      ? [configured, folder, `from ${where} into ${folderPath}`]
      : [folder, configured, `from ${folderPath} into ${where}`];
  const started = performance.now();
  const result = await copyObjects(from, to).catch((error: Error) =>
    fail(`Copying failed: ${error.message}`),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(`Copied ${result.files} files (${megabytes} MB) ${description} in ${seconds} s.\n`);
}

void main();
