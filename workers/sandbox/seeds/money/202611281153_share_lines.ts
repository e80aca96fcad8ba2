/**
 * 分润报表's share lines (ADR 036) for every month of the orders a database holds, priced at the
 * pricing there is: a seeded month's first read prices nothing. The triggers keep them from then on.
 */
import type { SeedRun } from "../../core/db";
import { shareLinesSeed } from "../../services/report/share-lines";

export default { statements: shareLinesSeed } satisfies SeedRun;
