/**
 * The remote search-select kinds of spec §3, as the page knows them: how many rows a search
 * page holds (10; the MCC list 100) and how many page buttons the picker shows (5; the
 * department picker 1). Paths and field names stay on the server (remote-kinds.server.ts).
 */
export const REMOTE_KINDS = {
  agent: { size: 10, pageButtons: 5 },
  /** An agent that may have sub-agents (first or second level): a new agent's parent. */
  parentAgent: { size: 10, pageButtons: 5 },
  dept: { size: 10, pageButtons: 1 },
  cashier: { size: 10, pageButtons: 5 },
  merchant: { size: 10, pageButtons: 5 },
  store: { size: 10, pageButtons: 5 },
  agentSalesperson: { size: 10, pageButtons: 5 },
  mcc: { size: 100, pageButtons: 5 },
  bank: { size: 10, pageButtons: 5 },
  activity: { size: 10, pageButtons: 5 },
  salesRep: { size: 10, pageButtons: 5 },
} as const;

export type RemoteKind = keyof typeof REMOTE_KINDS;

export function isRemoteKind(value: string): value is RemoteKind {
  return Object.hasOwn(REMOTE_KINDS, value);
}

export type RemoteOption = { value: string; label: string; hint: string };
export type RemoteResult = { records: RemoteOption[]; total: number; current: number; pages: number };
