// The built console Worker served by plain workerd (no Miniflare, no wrangler in front), for the
// bench's "console's own time". workerd gets a generated config: the build's modules, its
// Durable Objects on local disk, and a second, tiny Worker as the whole outside world
// (globalOutbound): a replaying backend. The first time it sees a request it forwards it to
// `recorderOrigin` (the bench's proxy to the sandbox) and keeps the answer; after that it answers
// from memory (or from disk, `answersOnDisk`), in process, so no backend time and no extra TCP hop
// is in the figure.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { moduleFilesOf } from "./served-workers.mjs";

const capnpText = (value) => JSON.stringify(String(value));

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Sign-in and token calls are never replayed (each must reach the sandbox to mint a session).
// With an ANSWERS binding (a writable disk directory) the answers are kept there, not in the
// stub's heap: an export's million rows are 600 MB of JSON, more than a capped heap should hold;
// workerd's disk service then streams them back without the stub reading them.
const REPLAY_STUB = `
const answers = new Map();
const fileOf = async (key) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const key = request.method + " " + url.pathname + url.search;
    const keep = request.method === "GET" && !url.pathname.includes("/oauth/");
    const file = env.ANSWERS && keep ? "http://answers/" + (await fileOf(key)) : null;
    if (file) {
      const kept = await env.ANSWERS.fetch(file);
      if (kept.ok) return new Response(kept.body, { headers: { "content-type": "application/json" } });
      await kept.body?.cancel();
    }
    const kept = answers.get(key);
    if (kept) return new Response(kept.body, { status: kept.status, headers: { "content-type": kept.type } });
    const forwarded = await fetch(env.RECORDER + url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
    });
    const body = await forwarded.arrayBuffer();
    const answer = { status: forwarded.status, type: forwarded.headers.get("content-type") ?? "application/json", body };
    if (file && answer.status === 200 && answer.type.includes("json"))
      await env.ANSWERS.fetch(file, { method: "PUT", body: body.slice(0) });
    else if (keep && !file) answers.set(key, answer);
    return new Response(body, { status: answer.status, headers: { "content-type": answer.type } });
  },
};
`;

/**
 * Starts workerd on the built console; returns its origin and a stop function. `v8Flags` apply to
 * the whole process (the exports' bench caps the heap with --max-old-space-size); `answersOnDisk`
 * keeps the recorded answers in `stateDir`/answers instead of the stub's memory.
 */
export async function startPlainWorkerd({
  root,
  stateDir,
  vars,
  recorderOrigin,
  inspectorPort,
  v8Flags = [],
  answersOnDisk = false,
  serverDir = join(root, "build/server"),
}) {
  const app = JSON.parse(readFileSync(join(serverDir, "wrangler.json"), "utf8"));
  const files = moduleFilesOf(serverDir);
  mkdirSync(join(stateDir, "durable-objects"), { recursive: true });
  const answersDir = join(stateDir, "answers");
  rmSync(answersDir, { recursive: true, force: true });
  mkdirSync(answersDir, { recursive: true });
  writeFileSync(join(stateDir, "replay-stub.js"), REPLAY_STUB);
  const port = await freePort();

  const modules = files.map(
    (file) => `(name = ${capnpText(file)}, esModule = embed ${capnpText(relative(stateDir, join(serverDir, file)))})`,
  );
  const bindings = [
    ...Object.entries({ ...vars, BACKEND_URL: "http://backend.invalid" }).map(
      ([name, value]) => `(name = ${capnpText(name)}, text = ${capnpText(value)})`,
    ),
    // Unused once BACKEND_URL is set (the embedded sandbox's binding).
    `(name = "SANDBOX", service = "backend")`,
    ...app.durable_objects.bindings.map(
      (b) => `(name = ${capnpText(b.name)}, durableObjectNamespace = ${capnpText(b.class_name)})`,
    ),
  ];
  const namespaces = app.durable_objects.bindings.map(
    (b) =>
      `(className = ${capnpText(b.class_name)}, uniqueKey = ${capnpText(`bench-${b.class_name}`)}, enableSql = true)`,
  );
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  v8Flags = [${v8Flags.map(capnpText).join(", ")}],
  services = [
    (name = "console", worker = .consoleWorker),
    (name = "backend", worker = .replayWorker),
    (name = "loopback", network = (allow = ["local"])),
    (name = "do-disk", disk = (path = ${capnpText(join(stateDir, "durable-objects"))}, writable = true)),
    (name = "answers", disk = (path = ${capnpText(answersDir)}, writable = true)),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "console")],
);
const consoleWorker :Workerd.Worker = (
  modules = [${modules.join(", ")}],
  compatibilityDate = ${capnpText(app.compatibility_date)},
  compatibilityFlags = [${app.compatibility_flags.map(capnpText).join(", ")}],
  bindings = [${bindings.join(", ")}],
  durableObjectNamespaces = [${namespaces.join(", ")}],
  durableObjectStorage = (localDisk = "do-disk"),
  globalOutbound = "backend",
);
const replayWorker :Workerd.Worker = (
  modules = [(name = "replay-stub.js", esModule = embed "replay-stub.js")],
  compatibilityDate = ${capnpText(app.compatibility_date)},
  bindings = [(name = "RECORDER", text = ${capnpText(recorderOrigin)})${answersOnDisk ? `, (name = "ANSWERS", service = "answers")` : ""}],
  globalOutbound = "loopback",
);
`;
  const configPath = join(stateDir, "console.capnp");
  writeFileSync(configPath, config);
  const child = spawn(
    join(root, "node_modules/.bin/workerd"),
    ["serve", configPath, ...(inspectorPort ? [`--inspector-addr=127.0.0.1:${inspectorPort}`] : [])],
    {
      cwd: stateDir,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let errors = "";
  // Kept in stateDir/workerd.log (both streams): what a Worker logged, or why workerd stopped.
  const log = createWriteStream(join(stateDir, "workerd.log"));
  child.stdout.pipe(log);
  child.stderr.on("data", (chunk) => {
    if (errors.length < 100_000) errors += chunk;
    log.write(chunk);
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${origin}/favicon.svg`);
      break;
    } catch {
      if (attempt > 100 || child.exitCode !== null) throw new Error(`workerd did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    /** workerd's process id (its CPU time: /proc/<pid>/stat). */
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill();
      }),
  };
}

/**
 * The built console in plain workerd whose backend replays what `sandbox` (a Miniflare Worker,
 * `mf.getWorker(…)`) answered the first time: the console's own time, no backend time (the
 * bench's "console's own" figures, the exports' and `npm run load` with LOAD_BACKEND=replay).
 */
export async function startReplayingConsole({ root, stateDir, appVars, sandbox, backendOrigin, inspectorPort }) {
  // Given the sandbox's HTTP origin (a Miniflare serving the sandbox alone), the replaying stub
  // asks it directly; given its Worker, through this small Node server (fine for a few callers,
  // not for hundreds at once: `npm run load` gives an origin).
  const recorder = backendOrigin ? null : recorderFor(sandbox);
  if (recorder) await new Promise((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  const plain = await startPlainWorkerd({
    root,
    stateDir,
    inspectorPort,
    recorderOrigin: backendOrigin ?? `http://127.0.0.1:${recorder.address().port}`,
    vars: {
      ...appVars,
      OAUTH_CLIENT_ID: "frontend",
      OAUTH_CLIENT_SECRET: "sandbox-frontend-secret",
      SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
    },
  });
  return {
    origin: plain.origin,
    async stop() {
      await plain.stop();
      recorder?.close();
    },
  };
}

/** An HTTP server that hands every request to a Miniflare Worker (`mf.getWorker(…)`). */
export function recorderFor(sandbox) {
  return createHttpServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k)),
    );
    const response = await sandbox.fetch(`https://sandbox.internal${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, {
      "content-type": response.headers.get("content-type") ?? "application/json",
      "content-length": body.length,
    });
    res.end(body);
  });
}
