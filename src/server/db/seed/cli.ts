import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { openStorage } from '../../storage/create-storage';
import { openDatabase } from '../client';
import { seedCatalogue } from './seed-catalogue';

/** `npm run seed`: upserts the curated catalogue by slug. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const storage = await openStorage(config.storage);
  const database = await openDatabase(config.database);
  try {
    const written = await seedCatalogue(database.db, storage, logger);
    process.stdout.write(`Seeded ${written} brands into the ${database.kind} database.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : (error as Error).message;
  process.stderr.write(`Seeding failed: ${message}\n`);
  process.exit(1);
});
