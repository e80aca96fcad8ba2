/** What the settlement screens' Worker tests share. */
import { type Browser, signedInAs } from "../browser";

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
