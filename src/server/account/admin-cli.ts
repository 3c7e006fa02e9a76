import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { grantAdmin } from './grant-admin';

/** `npm run admin -- grant EMAIL`: grants admin from a shell, as the operator. */
async function main(argv: string[]) {
  const [command, email] = argv;
  if (command !== 'grant' || !email) {
    process.stderr.write('Usage: npm run admin -- grant EMAIL\n');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const { message } = await grantAdmin(
      database.db,
      { email },
      { user: null, adminEmails: config.adminEmails },
    );
    process.stdout.write(`${message}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : (error as Error).message;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
