/** seed_v2_shell's data-sync switches: id 000001 on in 000001, id 000002 off in 000002. */
import { SHELL_SEED_TIME, type SeedData } from "../../core/seed";

export function dataSyncSeed(): SeedData {
  return {
    rows: [
      [
        "cloud_data_sync_switch",
        [
          { tenant_id: "000001", id: "000001", status: 1, update_time: SHELL_SEED_TIME },
          { tenant_id: "000002", id: "000002", status: 0, update_time: SHELL_SEED_TIME },
        ],
      ],
    ],
  };
}
