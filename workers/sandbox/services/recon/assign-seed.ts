/**
 * 指派 of differences (issue 34): the button recon_error_assign under 差错处理, granted to every role
 * holding 处理 (recon_error_edit); and the seeded assignees: a few open differences of tenant 000001
 * assigned to admin, qa2 and qa3 in turn (the first nine by id), so 我的审批 is not empty in
 * a fresh sandbox. The differences are money seeds' (seed_v16_recon): that part is a money seed too.
 */
import { seedId } from "../../core/ids";
import { SEED, type SeedData } from "../../core/seed";
import { screensByCode } from "../menu/catalogue";
import { menuRow } from "../menu/seed";
import { HANDLE_CODE } from "./error-assign";

export const ASSIGN_BUTTON = { id: seedId(18, 3431), code: "recon_error_assign", name: "指派" } as const;

/** seed_…_recon_assign_button: the 指派 button, granted to the roles holding 处理. */
export function assignButtonSeed(): SeedData {
  const screen = screensByCode().get("reconError")!;
  const row = menuRow(
    {
      id: ASSIGN_BUTTON.id,
      code: ASSIGN_BUTTON.code,
      name: ASSIGN_BUTTON.name,
      alias: "assign",
      path: `${screen.path}/assign`,
      source: "user-check",
      sort: 91,
      category: 2,
      action: 2,
      i18n: null,
      top: screen.top,
    },
    screen.id,
  );
  return {
    rows: [["blade_menu", [row]]],
    updates: [
      [
        `INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) SELECT rm.role_id, ? FROM blade_role_menu rm
         JOIN blade_menu m ON m.id = rm.menu_id WHERE m.code = ? AND m.category = 2`,
        [ASSIGN_BUTTON.id, HANDLE_CODE],
      ],
    ],
  };
}

/** The seeded assignees, in turn: admin, qa2, qa3 (user seed's ids). */
export const SEEDED_ASSIGNEES = [SEED.userAdmin1, seedId(15, 4), seedId(15, 5)] as const;
export const SEEDED_ASSIGNED = 9;

/** seed_…_recon_assignees (money): the first nine open differences of 000001 by id, to admin, qa2, qa3 in turn. */
export function assigneesSeed(): SeedData {
  return {
    rows: [],
    updates: [
      [
        `UPDATE cloud_recon_error SET assignee_id = CASE x.r % 3 WHEN 0 THEN ?1 WHEN 1 THEN ?2 ELSE ?3 END
         FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS r FROM cloud_recon_error
               WHERE tenant_id = ?4 AND state = 0 ORDER BY id LIMIT ?5) AS x
         WHERE cloud_recon_error.id = x.id AND cloud_recon_error.assignee_id IS NULL`,
        [...SEEDED_ASSIGNEES, SEED.tenant1, SEEDED_ASSIGNED],
      ],
    ],
  };
}
