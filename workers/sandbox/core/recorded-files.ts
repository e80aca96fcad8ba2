/**
 * The migration and seed files (ADR 033). Each is `<yyyyMMddHHmm>_<name>.ts`: the minute (UTC) it
 * was written and a snake_case name. A folder's files run in the order of their names, each once,
 * and `_migrations` records a name made from the file's (core/db.ts). The files from before this
 * rule keep their four-digit numbers (`0001_init.ts`) and the names recorded for them; a number
 * sorts before any timestamp, and no new file takes one. Two files of a folder never share a
 * number or a minute, and no name is recorded twice.
 */

/** A folder of files that run once each, in order. */
export interface RecordedFolder {
  /** The folder under workers/sandbox/. */
  path: string;
  /** Its numbered files, from before the rule: 0001 up to this number. */
  numbered: number;
  /** What `_migrations` records for the file `<order>_<name>.ts`. */
  recorded(order: string, name: string): string;
}

/** A migration is recorded by its file's name: `0001_init`, `202612011030_coupons`. */
export const MIGRATION_FOLDER: RecordedFolder = {
  path: "migrations",
  numbered: 25,
  recorded: (order, name) => `${order}_${name}`,
};

/**
 * A numbered seed's file carries the name recorded for it (`0001_seed_v1.ts` → `seed_v1`; those
 * names do not sort in the order the seeds ran). A new seed is recorded as
 * `seed_<yyyyMMddHHmm>_<name>`, apart from the migrations in the same table.
 */
const seedName = (order: string, name: string): string => (order.length === 4 ? name : `seed_${order}_${name}`);

/** The seeds applied with the migrations. */
export const SEED_FOLDER: RecordedFolder = { path: "seeds", numbered: 25, recorded: seedName };

/** The seeds applied on the first request to a money path (ADR 018). */
export const MONEY_SEED_FOLDER: RecordedFolder = { path: "seeds/money", numbered: 5, recorded: seedName };

const FILE_NAME = /^(\d{4}|\d{12})_([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\.ts$/;
/** The rule's first year: a timestamp sorts after every number. */
const FIRST_YEAR = 2026;

/** What is wrong with one file's name, or null. */
function nameProblem(folder: RecordedFolder, file: string): string | null {
  const match = FILE_NAME.exec(file);
  if (!match) return "the name is not <yyyyMMddHHmm>_<snake_case_name>.ts";
  const order = match[1]!;
  if (order.length === 4) {
    const n = Number(order);
    if (n >= 1 && n <= folder.numbered) return null;
    return `numbers end at ${String(folder.numbered).padStart(4, "0")}: name a new file by the minute, <yyyyMMddHHmm>_<name>.ts`;
  }
  return isMinute(order) ? null : `${order} is not a minute (yyyyMMddHHmm, from ${FIRST_YEAR} on)`;
}

function isMinute(stamp: string): boolean {
  const part = (from: number, to: number) => Number(stamp.slice(from, to));
  const [year, month, day, hour, minute] = [part(0, 4), part(4, 6), part(6, 8), part(8, 10), part(10, 12)];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    year >= FIRST_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

/** What is wrong with a folder's file names: each breaking the rule, each sharing another's number or minute. */
export function fileNameProblems(folder: RecordedFolder, files: string[]): string[] {
  const problems: string[] = [];
  const byOrder = new Map<string, string>();
  for (const file of [...files].sort()) {
    const problem = nameProblem(folder, file);
    if (problem) {
      problems.push(`${folder.path}/${file}: ${problem}`);
      continue;
    }
    const order = file.slice(0, file.indexOf("_"));
    const first = byOrder.get(order);
    if (first) problems.push(`${folder.path}/${file}: shares ${order} with ${first}; take the next free minute`);
    else byOrder.set(order, file);
  }
  return problems;
}

/** The names recorded more than once. */
export function recordedTwice(names: string[]): string[] {
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}

export interface RecordedFile<T> {
  /** The name `_migrations` records. */
  name: string;
  /** What the file exports by default. */
  module: T;
}

/**
 * A folder's files (a Vite glob's modules, keyed by path) in the order they run, each with its
 * recorded name. A file breaking the rule stops the sandbox: its name would be recorded wrongly.
 */
export function recordedFiles<T>(folder: RecordedFolder, modules: Record<string, T>): RecordedFile<T>[] {
  const files = new Map(
    Object.entries(modules).map(([path, module]) => [path.slice(path.lastIndexOf("/") + 1), module]),
  );
  const problems = fileNameProblems(folder, [...files.keys()]);
  if (problems.length > 0) throw new Error(`The sandbox's ${folder.path} folder:\n${problems.join("\n")}`);
  return [...files.keys()].sort().map((file) => {
    const [, order, name] = FILE_NAME.exec(file)!;
    return { name: folder.recorded(order!, name!), module: files.get(file)! };
  });
}
