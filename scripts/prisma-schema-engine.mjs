#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, for machines that cannot download it.
//
// The unmodified Prisma CLI spawns whatever PRISMA_SCHEMA_ENGINE_BINARY names (scripts/prisma.mjs sets it)
// and talks to it in two ways:
//   - `--version` and `--datasource <json> cli <command>`: one-shot, answered through the exit status
//     and JSON log lines on stderr;
//   - otherwise JSON-RPC 2.0, one object per line on stdin/stdout, logs as JSON lines on stderr.
// Every RPC call is forwarded to @prisma/schema-engine-wasm, the same engine build as the CLI, which reaches
// PostgreSQL through @prisma/adapter-pg and uses an in-memory PGlite as its shadow database.
//
// This relies on a private protocol (observed with Prisma 7.10.0): keep `prisma`, `@prisma/*` and
// `@prisma/schema-engine-wasm` pinned to the same engine build, and keep
// tests/integration/prisma-migrations.test.ts, which runs `migrate deploy` and `migrate status` through it.
// See docs/architecture.md §11, "Prisma without its binaries".

import fs from "node:fs";
import readline from "node:readline";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import pg from "pg";

// The real engine reports every RPC failure with this JSON-RPC error code; the CLI only looks at `data`.
const RPC_ERROR_CODE = 4466;
// Postgres's internal one-byte `"char"` type (pg_class.relkind, pg_constraint.contype, ...), and `text`.
const CHAR_OID = 18;
const TEXT_OID = 25;

main().catch((error) => {
  logLine("ERROR", error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

async function main() {
  const args = parseArgs(process.argv.slice(2));

  if (args.version) {
    const { version } = await loadWasmEngine();
    // Same shape as the real binary; `prisma version` shows it.
    process.stdout.write(`schema-engine-cli ${version()}\n`);
    return;
  }

  const datasource = args.datasource ? JSON.parse(args.datasource) : {};

  if (args.cli.length > 0) {
    process.exitCode = await runCliCommand(args.cli, datasource.url);
    return;
  }

  await serveRpc(datasource, args.datamodels);
}

function parseArgs(argv) {
  const args = { version: false, datasource: undefined, datamodels: [], cli: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--version" || arg === "-V") args.version = true;
    else if (arg === "--datasource") args.datasource = argv[++i];
    else if (arg === "--datamodels") {
      // Accept both `--datamodels a b` and `--datamodels a --datamodels b`.
      while (i + 1 < argv.length && !argv[i + 1].startsWith("--") && argv[i + 1] !== "cli") {
        args.datamodels.push(argv[++i]);
      }
    } else if (arg === "--enabled-preview-features" || arg === "--extension-types") {
      i++; // Not relevant to PostgreSQL migrations; the Wasm engine has no such options.
    } else if (arg === "cli") {
      args.cli = argv.slice(i + 1);
      break;
    }
  }
  return args;
}

// ---------------------------------------------------------------------------------------------------------
// Logging: the CLI parses stderr line by line as JSON (`{level, target, fields: {message, ...}}`).

function logLine(level, message, extraFields = {}) {
  process.stderr.write(
    JSON.stringify({
      timestamp: new Date().toISOString(),
      level,
      fields: { message, ...extraFields },
      target: "schema_engine::logger",
    }) + "\n",
  );
}

// ---------------------------------------------------------------------------------------------------------
// `cli <command>` mode. The CLI runs it through execa and, on a non-zero exit, parses stderr: it skips the
// first line, then needs every remaining line to be JSON, and looks for an ERROR from `schema_engine::logger`
// carrying `error_code` (P1003 = "database does not exist" makes `migrate dev` offer to create it).

async function runCliCommand([command], url) {
  logLine("INFO", `Starting schema engine CLI: ${command}`);
  try {
    if (!url) throw new Error("No datasource URL was given (--datasource).");
    switch (command) {
      case "can-connect-to-database":
        await withClient(url, async () => {});
        break;
      case "create-database": {
        const database = databaseName(url);
        await withClient(adminUrl(url), (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`));
        process.stdout.write(`Database '${database}' was successfully created.\n`);
        break;
      }
      case "drop-database": {
        const database = databaseName(url);
        await withClient(adminUrl(url), (client) => client.query(`DROP DATABASE ${pg.escapeIdentifier(database)}`));
        process.stdout.write(`The database was successfully dropped.\n`);
        break;
      }
      default:
        throw new Error(`Unsupported schema engine CLI command: ${command}`);
    }
    return 0;
  } catch (error) {
    const { code, message } = knownConnectionError(error, url);
    // No trailing newline: execa strips only one, and an empty last line would not parse as JSON.
    process.stderr.write(
      JSON.stringify({
        timestamp: new Date().toISOString(),
        level: "ERROR",
        fields: code ? { message, error_code: code } : { message },
        target: "schema_engine::logger",
      }),
    );
    return 1;
  }
}

async function withClient(url, fn) {
  const client = new pg.Client(pgConfig(url));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
}

// CREATE/DROP DATABASE must run while connected to another database of the same server.
function adminUrl(url) {
  const admin = new URL(url);
  admin.pathname = databaseName(url) === "postgres" ? "/template1" : "/postgres";
  return admin.toString();
}

// The P10xx codes and wording of the real engine, for the errors the CLI reacts to or shows to people.
function knownConnectionError(error, url) {
  let where = "";
  let user = "";
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || 5432}`;
    user = decodeURIComponent(parsed.username);
  } catch {
    // Unparseable URL: fall through to the plain message.
  }
  const database = url ? databaseName(url) : "";
  switch (error?.code) {
    case "3D000":
      return { code: "P1003", message: `Database \`${database}\` does not exist on the database server at \`${where}\`.` };
    case "42P04":
      return { code: "P1009", message: `Database \`${database}\` already exists on the database server at \`${where}\`` };
    case "28P01":
    case "28000":
      return {
        code: "P1000",
        message: `Authentication failed against database server at \`${where}\`, the provided database credentials for \`${user}\` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at \`${where}\`.`,
      };
    case "42501":
      return { code: "P1010", message: `User \`${user}\` was denied access on the database \`${database}\`` };
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EHOSTUNREACH":
    case "ETIMEDOUT":
      return {
        code: "P1001",
        message: `Can't reach database server at \`${where}\`\n\nPlease make sure your database server is running at \`${where}\`.`,
      };
    default:
      return { code: undefined, message: error instanceof Error ? error.message : String(error) };
  }
}

// node-postgres ignores Prisma's `?schema=` parameter; the real engine applies it through the search path.
function pgConfig(url) {
  const schema = new URL(url).searchParams.get("schema");
  return schema ? { connectionString: url, options: `-c search_path=${schema}` } : { connectionString: url };
}

// ---------------------------------------------------------------------------------------------------------
// The Wasm engine.

let panicMessage;

async function loadWasmEngine() {
  // The package's own entry point imports the .wasm file as an ES module, which Node cannot do; instantiate by hand.
  const bgUrl = import.meta.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bg = await import(bgUrl);
  // Rust panics report their message here before the Wasm call traps.
  globalThis.PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message) {
      panicMessage = message;
    },
  };
  const bytes = fs.readFileSync(new URL("schema_engine_bg.wasm", bgUrl));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bg;
}

// adapter-pg rejects `"char"` columns ("Unsupported column type char"), which the engine's schema inspection
// reads and expects as the driver-adapter `Character` type (the PGlite adapter already maps them so). Let the
// adapter type them as text, then correct the column type. Done per adapter instance and the transactions it
// opens, since the type mapping is internal to adapter-pg.
function acceptCharColumns(queryable) {
  // performIO and queryRaw receive the same query object: it keys the char columns between the two steps.
  const charColumnsByQuery = new WeakMap();
  const performIO = queryable.performIO.bind(queryable);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    const charColumns = [];
    result?.fields?.forEach((field, index) => field.dataTypeID === CHAR_OID && charColumns.push(index));
    if (charColumns.length === 0) return result;
    charColumnsByQuery.set(query, charColumns);
    return {
      ...result,
      fields: result.fields.map((field) => (field.dataTypeID === CHAR_OID ? { ...field, dataTypeID: TEXT_OID } : field)),
    };
  };
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumnsByQuery.get(query) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  if (typeof queryable.startTransaction === "function") {
    const startTransaction = queryable.startTransaction.bind(queryable);
    queryable.startTransaction = async (...args) => acceptCharColumns(await startTransaction(...args));
  }
  return queryable;
}

async function createAdapterFactory(url) {
  const [{ PrismaPg }, { PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@prisma/adapter-pg"),
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  const schema = url ? new URL(url).searchParams.get("schema") : null;
  // Without a URL the engine can still start (and fail with a clear message on first use of the database).
  const main = new PrismaPg(pgConfig(url || "postgresql://"), schema ? { schema } : undefined);

  return bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: main.adapterName,
    async connect() {
      if (!url) throw new Error("No datasource URL was given: set DATABASE_URL (read by prisma.config.ts).");
      const adapter = acceptCharColumns(await main.connect());
      // adapter-pg splits scripts on every `;` (breaking semicolons inside strings or function bodies) and runs
      // the pieces one by one. The real engine sends a migration as one simple-protocol query, which Postgres
      // runs as a single implicit transaction; do the same.
      adapter.executeScript = async (script) => {
        try {
          await adapter.client.query(script);
        } catch (error) {
          adapter.onError(error);
        }
      };
      return adapter;
    },
    // PrismaPg's own shadow database ends up on the main database (its connection string wins over the
    // database name it sets), so use a throwaway in-memory PGlite: nothing to create, drop or clean up.
    async connectToShadowDb() {
      const db = await PGlite.create();
      const adapter = await new PrismaPGlite(db).connect();
      // The PGlite adapter neither awaits nor reports executeScript failures: a broken migration would
      // "succeed" on the shadow database and surface later as an unhandled rejection.
      adapter.executeScript = async (script) => {
        try {
          await db.exec(script);
        } catch (error) {
          adapter.onError(error);
        }
      };
      adapter.dispose = () => db.close();
      return adapter;
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// JSON-RPC mode.

async function serveRpc(datasource, datamodelPaths) {
  const wasm = await loadWasmEngine();
  let factory;
  let enginePromise;
  // Created on first use, so that requests that never touch the database still work without one.
  const engine = () =>
    (enginePromise ??= (async () => {
      const datamodels = datamodelPaths.length ? datamodelPaths.map((path) => [path, fs.readFileSync(path, "utf8")]) : undefined;
      factory = await createAdapterFactory(datasource.url);
      // The engine's own log events arrive as ready-made JSON lines in the format the CLI expects.
      const log = (line) => process.stderr.write(line.endsWith("\n") ? line : `${line}\n`);
      return wasm.SchemaEngine.new({ datamodels }, log, factory);
    })());

  let nextPrintId = 1;
  const pendingPrints = new Map();
  const inFlight = new Set();

  const send = (message) => new Promise((resolve) => process.stdout.write(JSON.stringify(message) + "\n", () => resolve()));

  // `diff` output goes through a `print` request to the CLI (which writes it to its stdout and acks),
  // not through the result.
  const print = (content) => {
    const id = nextPrintId++;
    const acked = new Promise((resolve) => pendingPrints.set(id, resolve));
    return send({ jsonrpc: "2.0", id, method: "print", params: { content } }).then(() => acked);
  };

  const methods = {
    // The CLI's name for what the Wasm engine calls `version`.
    getDatabaseVersion: async (params) => (await engine()).version(params ?? undefined),
    diff: async (params) => {
      const result = await (await engine()).diff(params);
      if (result.stdout != null) await print(result.stdout);
      return { ...result, stdout: null };
    },
    createDatabase: async (params) => {
      const url = params?.datasource?.url ?? datasource.url;
      const database = databaseName(url);
      await withClient(adminUrl(url), (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`));
      return { databaseName: database };
    },
  };

  const call = async (method, params) => {
    if (methods[method]) return methods[method](params);
    const instance = await engine();
    if (typeof instance[method] !== "function" || method === "free" || method.startsWith("__")) {
      throw Object.assign(new Error(`Unknown method: ${method}`), { rpcCode: -32601 });
    }
    try {
      return await instance[method](params ?? undefined);
    } catch (error) {
      // The Wasm engine hands the shadow-database factory to devDiagnostic, diagnoseMigrationHistory and
      // diff only; evaluateDataLoss and createMigration rely on the schema those cached from replaying the
      // migrations. `migrate dev` on a database that was behind skips that step (it applies the migrations
      // first), so replay them once through diagnoseMigrationHistory, then retry (both calls are read-only).
      const needsShadow = String(error?.message).includes("shadow DB must be provided through an external factory");
      if (!needsShadow || !params?.migrationsList) throw error;
      await instance.diagnoseMigrationHistory({
        migrationsList: params.migrationsList,
        optInToShadowDatabase: true,
        filters: params.filters ?? { externalTables: [], externalEnums: [] },
      });
      return await instance[method](params);
    }
  };

  // Errors thrown by our own adapter code reach the engine as "External error id#N", an index into the
  // factory's error registry: show the original error instead, with the real engine's P10xx code if it is one.
  const describeError = (error) => {
    const message = cleanMessage(error);
    const registryId = /External error id#(\d+)/.exec(message)?.[1];
    const original = registryId && factory?.errorRegistry?.consumeError(Number(registryId))?.error;
    if (!original) return { message, code: null };
    const known = knownConnectionError(original, datasource.url);
    return { message: known.message, code: known.code ?? null };
  };

  const errorResponse = (id, error) => {
    const isPanic = panicMessage !== undefined;
    const { message, code } = isPanic ? { message: panicMessage, code: null } : describeError(error);
    if (error?.rpcCode) return { jsonrpc: "2.0", id, error: { code: error.rpcCode, message } };
    return {
      jsonrpc: "2.0",
      id,
      error: {
        code: RPC_ERROR_CODE,
        message: "An error happened. Check the data field for details.",
        data: { is_panic: isPanic, message, error_code: code, meta: null },
      },
    };
  };

  // A panic, or params the engine cannot deserialize, end up thrown outside any promise we hold (and may leave
  // the Wasm instance unusable): answer whatever is pending, then exit like the real binary (101 = panic).
  const crash = async (error) => {
    panicMessage ??= cleanMessage(error);
    logLine("ERROR", panicMessage, { is_panic: true });
    await Promise.all([...inFlight].map((id) => send(errorResponse(id, error))));
    process.exit(101);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);

  // Requests run one at a time, like the real engine; acks of our `print` requests bypass the queue.
  let queue = Promise.resolve();
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      void send({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
      return;
    }
    if (message.method === undefined) {
      pendingPrints.get(message.id)?.();
      pendingPrints.delete(message.id);
      return;
    }
    const { id, method, params } = message;
    queue = queue.then(async () => {
      inFlight.add(id);
      let response;
      try {
        response = { jsonrpc: "2.0", id, result: (await call(method, params)) ?? {} };
      } catch (error) {
        response = errorResponse(id, error);
      }
      inFlight.delete(id);
      await send(response);
      if (panicMessage !== undefined) process.exit(101);
    });
  });
  // The CLI ends stdin (or sends SIGTERM) when done; nothing else keeps state worth flushing.
  lines.on("close", () => {
    void queue.then(() => process.exit(0));
  });
}

// Engine errors end with a span trace ("   0: sql_schema_connector::..."), noise for people reading the CLI output.
function cleanMessage(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\n\s+0: [\w:]+[\s\S]*$/, "").trim();
}
