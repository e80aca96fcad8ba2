/**
 * Browsers a test file shares, signed in once before its tests, by the part each account plays
 * (admin, agent, merchant…): the files whose tests read the same lists as several operators.
 */
import { beforeAll } from "vitest";
import { type Browser, signedInAs } from "./browser";

/** An account of tenant 000001: its name (password qa123456), or its name and password. */
type Account = string | [account: string, password: string];

/**
 * Signs each account in, one after the other, in a `beforeAll` of the calling file (a first
 * sign-in may wait for the sandbox's seed, hence the minute). The browsers are there once it has run.
 */
export function signedInOnce<Part extends string>(accounts: Record<Part, Account>): Record<Part, Browser> {
  const browsers = {} as Record<Part, Browser>;
  beforeAll(async () => {
    for (const [part, account] of Object.entries<Account>(accounts)) {
      browsers[part as Part] = typeof account === "string" ? await signedInAs(account) : await signedInAs(...account);
    }
  }, 60_000);
  return browsers;
}
