// npm start (after the build): the built console and sandbox Workers served by workerd through
// Miniflare, workerd answering HTTP itself on localhost:PORT (ADR 013). No Node server is in
// the path of a request, so none can fail under load with "fetch failed" and a stack.
//
//   PORT               the port, exactly (default 8787); taken → a clear message, exit 1
//   CONSOLE_STATE_DIR  where D1 and Durable Object state persists (default .wrangler/state)
//   BACKEND_URL        a real gateway instead of the embedded sandbox (secrets: .dev.vars)
import { auth, order } from "../shared/contract/index.ts";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { consoleVars, readBuild, ROOT, servedOptions, servedWorkers } from "./served-workers.mjs";

const HOST = "127.0.0.1";
const port = Number(process.env.PORT || 8787);
const stateDir = resolve(ROOT, process.env.CONSOLE_STATE_DIR || ".wrangler/state");

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Whether something already listens on the port (checked first: workerd's own refusal is a wall of stack). */
function portIsFree() {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, HOST, () => probe.close(() => done(true)));
  });
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);
if (!(await portIsFree()))
  fail(`Port ${port} is already in use. Stop what holds it, or choose another: PORT=9000 npm start`);

let build;
try {
  build = readBuild();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const vars = consoleVars(build.app);
const workers = servedWorkers({ build, vars });

const mf = new Miniflare(
  convertV4MiniflareOptions(servedOptions({ host: HOST, port, stateDir, log: new Log(LogLevel.WARN), workers })),
);
try {
  await mf.ready;
} catch (error) {
  await mf.dispose().catch(() => {});
  fail(
    error?.code === "ERR_ADDRESS_IN_USE"
      ? `Port ${port} is already in use.`
      : `The Workers did not start: ${error?.message ?? error}`,
  );
}

// The embedded sandbox migrates and seeds its database on its first request (tens of seconds on a
// fresh clone, ADR 018): ask it once now, so the first person to sign in does not wait for it.
if (!vars.BACKEND_URL) {
  console.log("Preparing the sandbox's data (a fresh state takes up to a minute)…");
  try {
    const sandbox = await mf.getWorker(build.sandbox.name);
    // The base data, then the money services' (ADR 018: seeded on their first request).
    for (const path of [auth.captcha.path, order.trade.totals.path]) {
      const response = await sandbox.fetch(`https://sandbox.internal${path}`);
      await response.arrayBuffer();
    }
  } catch (error) {
    console.error(`The sandbox could not prepare its data: ${error?.message ?? error}`);
  }
}

const backend = vars.BACKEND_URL || "the embedded sandbox";
console.log(`Console on http://localhost:${port} (backend: ${backend}; state: ${stateDir})`);
console.log(`Tenant 000002: http://t2.localhost:${port}/login · Ctrl-C stops`);

let stopping = false;
async function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  await mf.dispose();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
