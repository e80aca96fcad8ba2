/**
 * The wire contract (ADR 031): every backend call the console makes and the sandbox serves,
 * declared once per service. The console calls `operator.api.call(order.trade.list, …)`; the
 * sandbox serves `serve(order.trade.list, handler)`; `npm run contract` probes a gateway with it;
 * docs/backend-contract.md is generated from it.
 */
import { type AnyEntry, type EntryTree, entriesOf } from "./define.ts";
import { account } from "./account.ts";
import { agent } from "./agent.ts";
import { auth } from "./auth.ts";
import { channel } from "./channel.ts";
import { dataSync } from "./data-sync.ts";
import { equip } from "./equip.ts";
import { flow } from "./flow.ts";
import { log } from "./log.ts";
import { marketing } from "./marketing.ts";
import { merchant } from "./merchant.ts";
import { msgCenter } from "./msg-center.ts";
import { order } from "./order.ts";
import { policy } from "./policy.ts";
import { recon } from "./recon.ts";
import { report } from "./report.ts";
import { resource } from "./resource.ts";
import { settle } from "./settle.ts";
import { system } from "./system.ts";
import { toll } from "./toll.ts";
import { user } from "./user.ts";
import { wechat } from "./wechat.ts";

export * from "./account.ts";
export * from "./agent.ts";
export * from "./auth.ts";
export * from "./channel.ts";
export * from "./data-sync.ts";
export * from "./equip.ts";
export * from "./flow.ts";
export * from "./log.ts";
export * from "./marketing.ts";
export * from "./merchant.ts";
export * from "./msg-center.ts";
export * from "./order.ts";
export * from "./policy.ts";
export * from "./recon.ts";
export * from "./report.ts";
export * from "./resource.ts";
export * from "./settle.ts";
export * from "./system.ts";
export * from "./system-org.ts";
export * from "./system-reference.ts";
export * from "./toll.ts";
export * from "./user.ts";
export * from "./wechat.ts";
export * from "./define.ts";
export * as wire from "./wire.ts";
export { checkAnswer, type Checked } from "./check.ts";

/** Every service, by the name its entries carry. */
export const SERVICES = {
  auth,
  system,
  user,
  agent,
  merchant,
  channel,
  equip,
  order,
  recon,
  settle,
  account,
  toll,
  msgCenter,
  dataSync,
  flow,
  wechat,
  resource,
  report,
  policy,
  log,
  marketing,
} as const satisfies Record<string, EntryTree>;

/** `service.group.entry` for every entry of a tree. */
type NamesOf<T, P extends string> = {
  [K in keyof T & string]: T[K] extends AnyEntry ? `${P}.${K}` : NamesOf<T[K], `${P}.${K}`>;
}[keyof T & string];

/** The name of any entry (`"system.mcc.list"`): what a descriptor, shared with the browser, names a call by. */
export type EntryName = {
  [S in keyof typeof SERVICES & string]: NamesOf<(typeof SERVICES)[S], S>;
}[keyof typeof SERVICES & string];

/** Every entry, in service order. */
export const ALL_ENTRIES: readonly AnyEntry[] = Object.values(SERVICES).flatMap((tree) => entriesOf(tree));

const BY_NAME = new Map(ALL_ENTRIES.map((entry) => [entry.name, entry]));

/** An entry, or the entry its name stands for (descriptors, shared with the browser, hold names). */
export function toEntry(entry: AnyEntry | EntryName): AnyEntry {
  return typeof entry === "string" ? entryNamed(entry) : entry;
}

/** The entry a name stands for; throws on a name the contract does not hold (a programming error). */
export function entryNamed(name: EntryName | string): AnyEntry {
  const entry = BY_NAME.get(name);
  if (!entry) throw new Error(`The wire contract has no entry ${name}`);
  return entry;
}
