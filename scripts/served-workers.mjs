// What `npm start` serves, as Miniflare options (ADR 013): the BUILT console Worker with its
// static assets (build/server, build/client) and the built sandbox with its D1 database
// (build/sandbox), behind a small front Worker (front-worker.js) that keeps a crash's stack off
// the page. workerd itself answers HTTP: no Node server sits in the path of a request.
// Used by scripts/serve.mjs (npm start), scripts/bench.mjs and the serve layer's test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/** @typedef {import("miniflare").V4WorkerOptions} WorkerOptions */
/**
 * The part of a built Worker's wrangler.json read here.
 * @typedef {{
 *   name: string, compatibility_date: string, compatibility_flags: string[], vars: Record<string, string>,
 *   assets?: { directory: string, binding?: string, run_worker_first?: boolean | string[], [setting: string]: unknown },
 *   services: { binding: string, service: string }[],
 *   durable_objects: { bindings: { name: string, class_name: string }[] },
 *   d1_databases: { binding: string, database_id: string }[],
 * }} BuiltConfig
 */

export const ROOT = new URL("..", import.meta.url).pathname;
const FRONT_WORKER = "payment-console-front";

/**
 * The build's own Worker configs (what `wrangler deploy` would read).
 * @returns {{ app: BuiltConfig, sandbox: BuiltConfig }}
 */
export function readBuild(root = ROOT) {
  /** @param {string} dir */
  const read = (dir) => JSON.parse(readFileSync(join(root, dir, "wrangler.json"), "utf8"));
  if (!existsSync(join(root, "build/server/wrangler.json")) || !existsSync(join(root, "build/sandbox/wrangler.json"))) {
    throw new Error("No build found (build/server, build/sandbox): run `npm run build` first.");
  }
  return { app: read("build/server"), sandbox: read("build/sandbox") };
}

/**
 * Every module file of a built Worker's folder, its entry (index.js) first: its chunks are
 * imported dynamically, so all are listed.
 * @param {string} dir
 */
export function moduleFilesOf(dir) {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
  return files.sort((a, b) => (a === "index.js" ? -1 : b === "index.js" ? 1 : 0));
}

/** @param {string} root @param {string} dir */
function modulesOf(root, dir) {
  const modulesRoot = join(root, dir);
  return {
    modulesRoot,
    modules: moduleFilesOf(modulesRoot).map((f) => ({
      type: /** @type {const} */ ("ESModule"),
      path: join(modulesRoot, f),
    })),
  };
}

/**
 * The console's settings: the build's [vars], then `.dev.vars` (local secrets, as `wrangler dev`
 * reads it), then the environment for any of those names and the two secrets, so that
 * `BACKEND_URL=https://gateway.example.com npm start` points the console at a real gateway.
 * @param {BuiltConfig} app
 * @param {Record<string, string | undefined>} environment
 * @returns {Record<string, string>}
 */
export function consoleVars(app, root = ROOT, environment = process.env) {
  const devVarsFile = join(root, ".dev.vars");
  const devVars = existsSync(devVarsFile) ? parseEnv(readFileSync(devVarsFile, "utf8")) : {};
  /** @type {Record<string, string>} */
  const vars = { ...app.vars };
  for (const [name, value] of Object.entries(devVars)) if (value !== undefined) vars[name] = value;
  for (const name of new Set([...Object.keys(vars), "OAUTH_CLIENT_SECRET", "SESSION_SECRET"])) {
    const value = environment[name];
    if (value !== undefined) vars[name] = value;
  }
  return vars;
}

/**
 * @param {string} root @param {BuiltConfig} app @param {Record<string, string>} vars
 * @returns {WorkerOptions}
 */
function consoleWorker(root, app, vars) {
  return {
    name: app.name,
    compatibilityDate: app.compatibility_date,
    compatibilityFlags: app.compatibility_flags,
    ...modulesOf(root, "build/server"),
    bindings: vars,
    serviceBindings: Object.fromEntries(app.services.map((s) => [s.binding, s.service])),
    durableObjects: Object.fromEntries(
      app.durable_objects.bindings.map((b) => [b.name, { className: b.class_name, useSQLite: true }]),
    ),
    // Static files first, the Worker for everything else: the build's own assets settings
    // (wrangler.json's `assets`, its directory relative to build/server), as Cloudflare applies them.
    ...(app.assets ? { assets: assetsOptions(root, app.assets) } : {}),
  };
}

/** @param {string} root @param {NonNullable<BuiltConfig["assets"]>} assets */
function assetsOptions(root, assets) {
  const { directory, binding, run_worker_first, ...assetConfig } = assets;
  return {
    directory: join(root, "build/server", directory),
    ...(binding ? { binding } : {}),
    ...(run_worker_first !== undefined ? { run_worker_first } : {}),
    // What wrangler derives from the config having a `main`: requests no file answers reach the Worker.
    routerConfig: { has_user_worker: true },
    assetConfig,
  };
}

/** @param {string} root @param {BuiltConfig} sandbox @returns {WorkerOptions} */
function sandboxWorker(root, sandbox) {
  return {
    name: sandbox.name,
    compatibilityDate: sandbox.compatibility_date,
    compatibilityFlags: sandbox.compatibility_flags,
    ...modulesOf(root, "build/sandbox"),
    bindings: sandbox.vars,
    d1Databases: Object.fromEntries(sandbox.d1_databases.map((d) => [d.binding, d.database_id])),
  };
}

/**
 * The front Worker, in front of the Worker named `target`.
 * @param {{ target: string, compatibilityDate: string, root?: string }} options
 * @returns {WorkerOptions}
 */
export function frontWorker({ target, compatibilityDate, root = ROOT }) {
  return {
    name: FRONT_WORKER,
    compatibilityDate,
    modules: [{ type: "ESModule", path: join(root, "scripts/front-worker.js") }],
    modulesRoot: join(root, "scripts"),
    serviceBindings: { CONSOLE: target },
  };
}

/**
 * The Workers `npm start` serves, the first one answering HTTP: the front, the console with its
 * assets, and the sandbox behind the console's SANDBOX binding.
 * @param {{ root?: string, build?: { app: BuiltConfig, sandbox: BuiltConfig }, vars?: Record<string, string> }} options
 * @returns {WorkerOptions[]}
 */
export function servedWorkers({ root = ROOT, build = readBuild(root), vars = consoleVars(build.app, root) } = {}) {
  const front = frontWorker({ target: build.app.name, compatibilityDate: build.app.compatibility_date, root });
  return [front, consoleWorker(root, build.app, vars), sandboxWorker(root, build.sandbox)];
}

/**
 * Miniflare's options for those Workers on `host:port`, their D1 and Durable Object state under
 * `stateDir/v3` (the layout `vite preview` used, so an existing .wrangler/state carries over).
 * `requestLog: false` drops the console's one JSON line per request (ADR 037) from what workerd
 * prints, for the bench's thousands of requests; its other logs still print.
 * @param {{ root?: string, host?: string, port?: number, stateDir: string, log?: import("miniflare").Log, workers?: WorkerOptions[], requestLog?: boolean }} options
 * @returns {import("miniflare").V4MiniflareOptions}
 */
export function servedOptions({
  root = ROOT,
  host = "127.0.0.1",
  port,
  stateDir,
  log,
  workers = servedWorkers({ root }),
  requestLog = true,
}) {
  return {
    host,
    port,
    resourcePersistencePath: join(stateDir, "v3"),
    resourceTmpPath: join(root, ".wrangler/tmp"),
    telemetry: { enabled: false },
    // Miniflare's request log sends a line per request from workerd to a Node server (a
    // waitUntil call on its loopback): Node back in the path of every request, and more work
    // for a saturated machine. The Workers' own logs (console.error …) still print.
    logRequests: false,
    // The placeholder `request.cf` (this network cannot fetch Cloudflare's); the console reads none of it.
    cf: false,
    ...(log ? { log } : {}),
    ...(requestLog ? {} : { handleStructuredLogs: printUnlessRequestLine }),
    workers,
  };
}

/**
 * workerd's log lines as Miniflare prints them, less the console's request lines.
 * @param {{ level: string, message: string }} log
 */
function printUnlessRequestLine({ level, message }) {
  if (message.startsWith('{"request":')) return;
  (level === "error" || level === "warn" ? console.error : console.log)(message);
}
