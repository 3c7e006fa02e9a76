import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** SQLSTATE 26000: the named statement is gone (a `DEALLOCATE ALL`, a `DISCARD ALL`). */
const NO_SUCH_STATEMENT = '26000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Statements kept by name in PGlite's one session, the way a PostgreSQL server keeps a prepared
 * statement per connection. PGlite's `query` parses, describes and plans its text on every call
 * (six calls into the database); a kept statement is parsed once, PostgreSQL keeps its plan (a
 * generic plan once it judges one as good, docs/decisions/0140), and each later call binds,
 * executes and syncs in one message. Only texts handed to `keep` are run so: the statements of
 * `preparedStatement` (prepared-query.ts), whose SQL depends on a query's shape, never on its values.
 */
export interface KeptStatements {
  keep(text: string): void;
  isKept(text: string): boolean;
  query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** How many kept statements PostgreSQL holds now (tests). */
  size(): number;
}

export function keptStatements(client: PGlite): KeptStatements {
  const names = new Map<string, string>();
  /** Each parsed statement's parameter types, for serialising values as `query` does. */
  const parsed = new Map<string, number[]>();

  async function prepare(name: string, text: string): Promise<number[]> {
    let messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'] = [];
    try {
      const result = await client.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      messages = result.messages;
    } catch (error) {
      // A failed parse leaves nothing behind; the next call tries again.
      parsed.delete(name);
      throw error;
    }
    const types = parse.parseDescribeStatementResults(messages);
    parsed.set(name, types);
    return types;
  }

  async function run<T>(name: string, text: string, params: unknown[], options?: QueryOptions) {
    const types = parsed.get(name) ?? (await prepare(name, text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i];
      const serializer = type === undefined ? undefined : client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  return {
    keep(text) {
      if (!names.has(text)) names.set(text, `kept_${names.size + 1}`);
    },
    isKept: (text) => names.has(text),
    size: () => parsed.size,
    async query<T>(text: string, params: unknown[], options?: QueryOptions) {
      const name = names.get(text);
      if (!name) return client.query<T>(text, params, options);
      // As `query` does: after any transaction in progress, alone in the session.
      await client._checkReady();
      const results = await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          try {
            return await run<T>(name, text, params, options);
          } catch (error) {
            if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
            parsed.delete(name);
            return run<T>(name, text, params, options);
          }
        }),
      );
      await client.syncToFs();
      return results;
    },
  };
}
