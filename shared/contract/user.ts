/** /api/cloud-user: users, the signed-in operator's profile, 招商人员 (spec §7 User) (ADR 031). */
import { z } from "zod";
import { bladex, get, service } from "./define.ts";
import { maybe, record, text } from "./wire.ts";

export const user = service("user", {
  /** GET /info: the signed-in user's display names, read once after sign-in (Saber's getUserInfo). */
  info: get(
    "/api/cloud-user/info",
    maybe(record({ realName: text, avatar: text, roleName: text, deptName: text, tenantName: text })),
    { source: bladex("UserController#info (blade-user)") },
  ),
});

export type UserInfo = z.output<typeof user.info.data>;
