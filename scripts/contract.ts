// npm run contract -- --gateway https://gw.example.com --tenant 000000 --username … --password …
//
// Probes a BladeX gateway with the console's wire contract (ADR 031, docs/backend-contract.md):
// signs in as spec §7 says, calls every read-only entry with safe parameters (never a POST, PUT or
// DELETE other than the sign-in, never an export), checks each answer against its schema and
// prints a table (entry, source, HTTP status, ok / mismatch / missing / not allowed / refused).
// Exit code 1 on any mismatch or a failed sign-in.
//
// Options: --gateway (required), --tenant (default 000000), --username, --password, --client-id
// (default: OAUTH_CLIENT_ID or "frontend"), --client-secret (default: OAUTH_CLIENT_SECRET),
// --auth-header (default Cloud-Auth; a stock BladeX gateway reads Blade-Auth), --only <prefix>
// (entries whose name starts with it), --json (the rows as JSON instead of the table).
import { parseArgs } from "node:util";
import { ALL_ENTRIES } from "../shared/contract/index.ts";
import { probeFailed, probeTable, runProbe } from "../shared/contract/probe.ts";

const { values } = parseArgs({
  options: {
    gateway: { type: "string" },
    tenant: { type: "string", default: "000000" },
    username: { type: "string" },
    password: { type: "string" },
    "client-id": { type: "string" },
    "client-secret": { type: "string" },
    "auth-header": { type: "string", default: "Cloud-Auth" },
    only: { type: "string" },
    json: { type: "boolean", default: false },
  },
});

function required(name: string, value: string | undefined): string {
  if (value) return value;
  process.stderr.write(`npm run contract: --${name} is required (see docs/backend-contract.md)\n`);
  process.exit(2);
}

const gateway = required("gateway", values.gateway).replace(/\/+$/, "");
const report = await runProbe({
  gateway,
  fetch: (url, init) => fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(30_000) }),
  tenantId: values.tenant!,
  username: required("username", values.username),
  password: required("password", values.password),
  clientId: values["client-id"] ?? process.env.OAUTH_CLIENT_ID ?? "frontend",
  clientSecret: required("client-secret", values["client-secret"] ?? process.env.OAUTH_CLIENT_SECRET),
  authHeader: values["auth-header"],
  entries: values.only ? ALL_ENTRIES.filter((entry) => entry.name.startsWith(values.only!)) : undefined,
});

process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : probeTable(report));
process.exitCode = probeFailed(report) ? 1 : 0;
