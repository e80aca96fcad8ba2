/** What the settlement screens' Worker tests share. */
import { type OwnBatch, ownBatch as insertOwnBatch } from "../../sandbox/support/own-batch";
import { type Browser, sandboxDb, signedInAs } from "../browser";

/**
 * Signs in, waiting out the sandbox's first-request seed: on a cold sandbox the seeds take longer
 * than the console's backend deadline, so the first tries answer 503/504 while the seed goes on.
 */
export async function signedInWhenSeeded(account: string, password?: string): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signedInAs(account, password);
    } catch (error) {
      if (attempt >= 8) throw error;
    }
  }
}

/** A merchant batch of the test's own (tests/sandbox/support/own-batch.ts), in the sandbox's database. */
export const ownBatch = (merchantNo: string, options: Parameters<typeof insertOwnBatch>[2]) =>
  insertOwnBatch(sandboxDb(), merchantNo, options);

/** 结算记录's list narrowed to a batch's merchant and settlement day (and state): where its row is, on the first page. */
export const listedWith = (batch: OwnBatch, state: number) =>
  `/settlement/settleRecord?party=${batch.party_no}&startDate=${batch.settle_date}&endDate=${batch.settle_date}&state=${state}`;
