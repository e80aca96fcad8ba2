/** /api/cloud-user: users, the signed-in operator's profile, 招商人员 (spec §7 User) (ADR 031). */
import { type z } from "zod";
import { assumed, bladex, get, post, service, shape, spec, firstId } from "./define.ts";
import { done, id, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

/** A UserVO as 用户管理 and 我的信息 read it (ids and names comma-joined where there are several). */
export const userRow = record({
  id,
  account: text,
  name: text,
  realName: text,
  avatar: text,
  phone: text,
  email: text,
  sex: numeric,
  sexName: text,
  roleId: text,
  roleName: text,
  deptId: text,
  deptName: text,
  postId: text,
  postName: text,
  tenantName: text,
  createTime: time,
});

/** The signed-in user's UserVO (detailInfo) with where they stand in the partner network (empty: platform staff). */
export const detailInfoRow = userRow.extend({ agentId: text, merchantId: text });

/** A 招商推广人员 row. */
export const investPromotionRow = record({
  id,
  name: text,
  mobile: text,
  deptId: text,
  deptName: text,
  status: numeric,
  createTime: time,
});

export type UserRow = z.output<typeof userRow>;
export type DetailInfo = z.output<typeof detailInfoRow>;
export type InvestPromotionRow = z.output<typeof investPromotionRow>;
/** What the sandbox sends for a user and a 招商推广人员. */
export type UserWire = z.input<typeof userRow>;
export type InvestPromotionWire = z.input<typeof investPromotionRow>;

const userPage = get("/api/cloud-user/page", page(userRow), {
  query: shape<Paging & { account?: string; realName?: string; phone?: string; deptId?: string; roleId?: string }>(),
  source: bladex("UserController#page (blade-user)"),
});

const investPage = get("/api/cloud-user/investPromotionPersonPage", page(investPromotionRow), {
  query: shape<Paging & { name?: string; status?: string }>(),
  source: spec("§7 User"),
});

export const user = service("user", {
  /** GET /info: the signed-in user's display names, read once after sign-in (Saber's getUserInfo). */
  info: get(
    "/api/cloud-user/info",
    maybe(record({ realName: text, avatar: text, roleName: text, deptName: text, tenantName: text })),
    { source: bladex("UserController#info (blade-user)") },
  ),
  /** GET /detailInfo?id= (spec §7 User): the signed-in user's profile (我的信息) and partner place. */
  detailInfo: get("/api/cloud-user/detailInfo", maybe(detailInfoRow), {
    query: shape<{ id: string }>(),
    source: spec("§7 User"),
    probe: { query: { id: "$userId" } },
  }),
  /** GET /page (account, realName, phone, deptId …): 用户管理's list. */
  page: userPage,
  /** GET /detail?id=: one user (code 403 outside the operator's data scope). */
  detail: get("/api/cloud-user/detail", maybe(userRow), {
    query: shape<{ id: string }>(),
    source: bladex("UserController#detail (blade-user)"),
    probe: { after: () => userPage, pick: firstId },
  }),
  /** POST /submit: a new user (with its password). */
  submit: post("/api/cloud-user/submit", done, {
    bodyType: shape<Record<string, unknown>>(),
    permission: "user_add",
    source: bladex("UserController#submit (blade-user)"),
  }),
  /** POST /update: a change to a user (no password). */
  update: post("/api/cloud-user/update", done, {
    bodyType: shape<Record<string, unknown>>(),
    permission: "user_edit",
    source: bladex("UserController#update (blade-user)"),
  }),
  /** POST /remove?ids=. */
  remove: post("/api/cloud-user/remove", done, {
    query: shape<{ ids: string }>(),
    body: "none",
    permission: "user_delete",
    source: bladex("UserController#remove (blade-user)"),
  }),
  /** POST /reset-password?userIds=: back to the tenant's initial password. */
  resetPassword: post("/api/cloud-user/reset-password", done, {
    query: shape<{ userIds: string }>(),
    body: "none",
    permission: "user_reset",
    source: bladex("UserController#resetPassword (blade-user)"),
  }),
  profile: {
    /**
     * POST /send-verificationCode?phone= (spec §7 User): a code to the new phone. The sandbox also
     * answers the code itself (`sandboxCode`), a real gateway never.
     */
    sendVerificationCode: post(
      "/api/cloud-user/send-verificationCode",
      maybe(record({ phone: text, sandboxCode: text })),
      {
        query: shape<{ phone: string }>(),
        body: "none",
        source: spec("§7 User"),
      },
    ),
    /** GET /verificationCodeVerify?phone=&code= (spec §7 User): checks a code (a wrong one counts against it): a write. */
    verificationCodeVerify: get("/api/cloud-user/verificationCodeVerify", done, {
      query: shape<{ phone: string; code: string }>(),
      effect: "write",
      source: spec("§7 User"),
    }),
    /** GET /updateUsrPhone?phone=&code= (spec §7 User): changes the signed-in user's phone: a write. */
    updateUsrPhone: get("/api/cloud-user/updateUsrPhone", done, {
      query: shape<{ phone: string; code: string }>(),
      effect: "write",
      source: spec("§7 User"),
    }),
    /** GET /pc-updateLoginPassword (spec §7 User): changes the password (md5 hex, as sign-in sends it): a write. */
    updateLoginPassword: get("/api/cloud-user/pc-updateLoginPassword", done, {
      query: shape<{ oldPassword: string; newPassword: string; newPassword1: string }>(),
      effect: "write",
      source: spec("§7 User"),
    }),
  },
  investPromotion: {
    /** GET /investPromotionPersonPage (name on name or mobile; spec §7 User): 招商推广人员. */
    page: investPage,
    /** GET /investPromotionPerson/detail?id=. */
    detail: get("/api/cloud-user/investPromotionPerson/detail", maybe(investPromotionRow), {
      query: shape<{ id: string }>(),
      source: assumed(
        "the spec names the page only; detail, submit and remove follow BladeX's CRUD under the entity's path",
      ),
      probe: { after: () => investPage, pick: firstId },
    }),
    /** POST /investPromotionPerson/submit: a new person, or a change with its id. */
    submit: post("/api/cloud-user/investPromotionPerson/submit", done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "invest_promotion_add",
      source: assumed("the spec names the page only; BladeX's submit under the entity's path"),
    }),
    /** POST /investPromotionPerson/remove?ids=. */
    remove: post("/api/cloud-user/investPromotionPerson/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "invest_promotion_delete",
      source: assumed("the spec names the page only; BladeX's remove under the entity's path"),
    }),
  },
});

export type UserInfo = z.output<typeof user.info.data>;
