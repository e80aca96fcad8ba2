// The npm registry reachable here does not serve the other platforms' optional binaries
// (darwin, windows, …), so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lockfile. This adds a lock entry (version, os, cpu, optional) for each
// missing optional platform package, so `npm ci` works here and on any other platform.
// Run after `npm install` changes the lockfile: `npm run lockfile:platforms`.
import { readFileSync, writeFileSync } from "node:fs";

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const id = name.split("/").pop();
  const os = /darwin/.test(id)
    ? "darwin"
    : /win32|windows/.test(id)
      ? "win32"
      : /android/.test(id)
        ? "android"
        : /freebsd/.test(id)
          ? "freebsd"
          : /linux/.test(id)
            ? "linux"
            : null;
  const cpu = /wasm32/.test(id)
    ? "wasm32"
    : /arm64/.test(id)
      ? "arm64"
      : /-arm-|-arm$/.test(id)
        ? "arm"
        : /x64|-64/.test(id)
          ? "x64"
          : /ia32/.test(id)
            ? "ia32"
            : null;
  return { os, cpu };
}

/** Does Node find `name` at `version` from the package at `from` (its node_modules, then upwards)? */
function resolves(from, name, version) {
  let base = from;
  for (;;) {
    const found = packages[`${base ? `${base}/` : ""}node_modules/${name}`];
    if (found) return found.version === version;
    if (!base) return false;
    const at = base.lastIndexOf("/node_modules/");
    base = at === -1 ? "" : base.slice(0, at);
  }
}

/** The folder holding the package at `location`: a missing dependency goes beside it, as npm hoists. */
function folderOf(location) {
  const at = location.lastIndexOf("node_modules/");
  return at <= 0 ? "" : location.slice(0, at - 1);
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const exact = version.replace(/^[\^~]/, "");
    if (resolves(location, name, exact)) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue;
    const folder = folderOf(location);
    const target = `${folder ? `${folder}/` : ""}node_modules/${name}`;
    if (packages[target]) continue;
    packages[target] = {
      version: exact,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      license: "",
      optional: true,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries to package-lock.json`);
