/** seed_v1's flow balances (cloud-tenant-toll): 000001 plenty, 000002 low and popping up. */
import { seedId } from "../../core/ids";
import type { SeedData } from "../../core/seed";

export function flowSeed(): SeedData {
  return {
    rows: [
      [
        "cloud_flow_count",
        [
          { id: seedId(25, 1), tenant_id: "000001", is_pop: 0, flow_balance: "1250000.00" },
          { id: seedId(25, 2), tenant_id: "000002", is_pop: 1, flow_balance: "85.50" },
        ],
      ],
    ],
  };
}
