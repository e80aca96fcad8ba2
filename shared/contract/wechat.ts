/**
 * /api/cloud-wechat, the WeChat official accounts (ADR 026, 031): 公众号配置 (account) and
 * 公众号菜单 (menu). The spec names the screens, not these paths: they follow the console's own
 * service (BladeX ships no WeChat module).
 */
import { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, firstRecord } from "./define.ts";
import { count, done, flag, id, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

/** An official account: its secrets are never answered, only whether each is set. Type 1 订阅号, 2 服务号; status 1 启用. */
export const wechatAccountRow = record({
  id,
  name: text,
  appId: text,
  accountType: count,
  status: count,
  appSecretSet: flag,
  tokenSet: flag,
  aesKeySet: flag,
  remark: text,
  createTime: time,
  updateTime: time,
});

/** A menu tree as WeChat's menu/create takes it: `button`, each maybe with `sub_button`. */
export const wechatMenuTree = record({ button: z.array(z.unknown()) });

/** An account's menu: the draft, the published tree (none before the first 发布), their version and times. */
export const wechatMenuState = record({
  accountId: id,
  draft: wechatMenuTree.nullish(),
  published: wechatMenuTree.nullish(),
  version: numeric,
  revision: numeric,
  draftTime: time,
  publishTime: time,
  publishUserName: text,
  changed: flag,
});

export type WechatAccountRow = z.output<typeof wechatAccountRow>;
export type WechatMenuState = z.output<typeof wechatMenuState>;

const WECHAT = "/api/cloud-wechat";
const SOURCE = "the console's WeChat service (ADR 026): BladeX ships no WeChat module";

export const wechat = service("wechat", {
  account: {
    /** GET account/page (name contains, appId, accountType): the tenant's accounts. */
    list: get(`${WECHAT}/account/page`, page(wechatAccountRow), {
      query: shape<Paging & { name?: string; appId?: string; accountType?: string }>(),
      source: assumed(SOURCE),
    }),
    /** GET account/detail?id=. */
    detail: get(`${WECHAT}/account/detail`, maybe(wechatAccountRow), {
      query: shape<{ id: string }>(),
      source: assumed(SOURCE),
      probe: firstRecord((): AnyEntry => wechat.account.list),
    }),
    /** POST account/submit: create or update (an empty secret on update keeps the stored one). */
    submit: post(`${WECHAT}/account/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed(SOURCE),
    }),
    /** POST account/remove?ids=: the accounts and their menus. */
    remove: post(`${WECHAT}/account/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "wechat_account_delete",
      source: assumed(SOURCE),
    }),
  },
  menu: {
    /** GET menu/detail?accountId=: the draft and the published menu. */
    detail: get(`${WECHAT}/menu/detail`, wechatMenuState, {
      query: shape<{ accountId: string }>(),
      source: assumed(SOURCE),
      probe: firstRecord((): AnyEntry => wechat.account.list, "accountId", "id"),
    }),
    /** POST menu/submit {accountId, button, revision}: the whole draft, refused when someone saved another since. */
    submit: post(`${WECHAT}/menu/submit`, done, {
      bodyType: shape<{ accountId: string; button: unknown[]; revision: number }>(),
      permission: "wechat_menu_edit",
      source: assumed(SOURCE),
    }),
    /** POST menu/publish?accountId=&revision=: WeChat's menu/create with the draft. */
    publish: post(`${WECHAT}/menu/publish`, done, {
      query: shape<{ accountId: string; revision?: string }>(),
      body: "none",
      permission: "wechat_menu_edit",
      source: assumed(SOURCE),
    }),
  },
});
