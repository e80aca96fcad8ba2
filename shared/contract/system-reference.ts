/**
 * /api/cloud-system, reference data and settings: dictionaries, MCC, banks, blacklist, sensitive
 * words, regions, the tenant's design (机构主题) and common settings (spec §7 Dictionary, Other
 * system, Sensitive words) (ADR 031). Part of the `system` service (system.ts).
 */
import { z } from "zod";
import { type AnyEntry, assumed, bladex, get, post, shape, spec, firstRecord } from "./define.ts";
import {
  count,
  done,
  flag,
  id,
  list,
  maybe,
  numeric,
  page,
  type Paging,
  record,
  str,
  text,
  time,
  tree,
} from "./wire.ts";

/** The ids a BladeX `remove` takes (comma-joined). */
type Ids = { ids: string };
/** What a reference screen's form posts (the kit sends the checked form as it is). */
type FormBody = Record<string, unknown>;

const CRUD = (what: string) =>
  assumed(`the BladeX CRUD convention (detail, submit, remove) of ${what}; the spec names only its list`);

/** A dictionary entry (DictVO): key, value, sealed. */
export const dictEntry = record({
  id: id.optional(),
  code: text,
  dictKey: text,
  dictValue: text,
  isSealed: numeric,
  sort: numeric,
});

/** A dictionary row as 字典管理 reads it (DictVO: its parent's name, whether it has rows below). */
export const dictRow = record({
  id,
  parentId: id.nullish(),
  parentName: text,
  code: text,
  dictKey: text,
  dictValue: text,
  sort: numeric,
  remark: text,
  isSealed: numeric,
  hasChildren: flag,
});
/** A DictVO tree (list, child-list, dictionary-tree): rows with their children. */
export const dictVoNode = tree({
  id,
  parentId: id.nullish(),
  code: text,
  dictKey: text,
  dictValue: text,
  sort: numeric,
  remark: text,
  isSealed: numeric,
});
/** A TreeNode (tree, parent-tree, lazy-tree): id, parentId, title, key, value, hasChildren. */
export const referenceTreeNode = tree({ id, parentId: id.nullish(), title: text, hasChildren: flag });
export type DictRow = z.output<typeof dictRow>;

/** A merchant category code. */
export const mccRow = record({
  id,
  mccCode: text,
  name: text,
  categoryName: text,
  remark: text,
  sort: numeric,
  createTime: time,
});
export type MccRow = z.output<typeof mccRow>;

/** A bank branch and its 12-digit 联行号. */
export const bankInfoRow = record({
  id,
  bankName: text,
  bankCode: text,
  bankTypeId: numeric,
  bankTypeName: text,
  bankProvince: text,
  bankCity: text,
  address: text,
  createTime: time,
});
export type BankInfoRow = z.output<typeof bankInfoRow>;

/** A number refused by risk control (1 手机号, 2 身份证号, 3 银行卡号, 4 商户号). */
export const blacklistRow = record({
  id,
  type: numeric,
  typeName: text,
  value: text,
  reason: text,
  createUserName: text,
  createTime: time,
});
export type BlacklistRow = z.output<typeof blacklistRow>;

/** A sensitive or whitelisted word. */
export const sensitiveWordRow = record({ id, word: text, createTime: time, updateTime: time });
export type SensitiveWordRow = z.output<typeof sensitiveWordRow>;

/** A region (keyed by its code; 0 country … 5 village). */
export const regionRow = record({
  code: str,
  parentCode: text,
  name: text,
  regionLevel: numeric,
  sort: numeric,
  remark: text,
});
/** A region of one level of the lazy tree (RegionVO: its parent's name, whether it has children). */
export const regionNode = record({
  code: str,
  parentCode: text,
  parentName: text,
  name: text,
  regionLevel: numeric,
  sort: numeric,
  remark: text,
  hasChildren: flag,
});
export type RegionRow = z.output<typeof regionRow>;

/** A tenant's design (机构主题): theme, logo reference, title. */
export const tenantDesign = record({ tenantId: text, webTheme: text, leftLogo: text, title: text });

/** A tenant's common settings as the sign-in page reads them. */
export const tenantCommonConfig = record({
  tenantId: text,
  captchaEnabled: count.nullish(),
  marketingLink: text,
  tokenTime: count.nullish(),
  loginModes: text,
  autoLockMinutes: count.nullish(),
});

/** A tenant's common settings as 通用设置 reads them. */
export const commonSettingDetail = record({
  tenantId: text,
  marketingLink: text,
  tokenTime: count.nullish(),
  loginModes: text,
  autoLockMinutes: count.nullish(),
});

/** What the dictionaries' lists filter by. */
type DictFilters = { code?: string; dictValue?: string };

/** The endpoints of /dict (global) or /dict-biz (the tenant's): the same calls over one of two scopes. */
function dictionaryGroup(base: string, source: (what: string) => ReturnType<typeof spec>, probeCode: string) {
  const group = {
    /** GET /list (code, dictValue): the whole DictVO tree. */
    list: get(`${base}/list`, list(dictVoNode), { query: shape<DictFilters>(), source: source("list") }),
    /** GET /parent-list: a page of the roots (字典管理's list), each with hasChildren. */
    parentList: get(`${base}/parent-list`, page(dictRow), {
      query: shape<Paging & DictFilters>(),
      source: source("parent-list"),
    }),
    /** GET /child-list?parentId=: the DictVO tree below that row. */
    childList: get(`${base}/child-list`, list(dictVoNode), {
      query: shape<{ parentId: string; dictKey?: string; dictValue?: string }>(),
      source: source("child-list"),
      probe: firstRecord((): AnyEntry => group.parentList, "parentId", "id"),
    }),
    /** GET /detail?id=: one row (parentName 顶级 for a root); absent: {}. */
    detail: get(`${base}/detail`, maybe(dictRow), {
      query: shape<{ id: string }>(),
      source: source("detail"),
      probe: firstRecord((): AnyEntry => group.parentList),
    }),
    /** POST /submit (JSON Dict; with id: update). */
    submit: post(`${base}/submit`, done, { bodyType: shape<FormBody>(), source: source("submit") }),
    /** POST /remove?ids=: refused while a row has rows below it. */
    remove: post(`${base}/remove`, done, { query: shape<Ids>(), body: "none", source: source("remove") }),
    /** GET /tree: every row as TreeNodes. */
    tree: get(`${base}/tree`, list(referenceTreeNode), { query: shape<{ code?: string }>(), source: source("tree") }),
    /** GET /parent-tree: the roots as TreeNodes. */
    parentTree: get(`${base}/parent-tree`, list(referenceTreeNode), {
      source: bladex(`${base.endsWith("biz") ? "DictBizController" : "DictController"}#parentTree (blade-system)`),
    }),
    /** GET /dictionary?code=: a dictionary's entries, flat. */
    dictionary: get(`${base}/dictionary`, list(dictEntry), {
      query: shape<{ code: string }>(),
      source: spec("§7 Dictionary"),
      probe: { query: { code: probeCode } },
    }),
    /** GET /dictionary-tree?code=: a dictionary's entries as a DictVO tree. */
    dictionaryTree: get(`${base}/dictionary-tree`, list(dictVoNode), {
      query: shape<{ code: string }>(),
      source: bladex(`${base.endsWith("biz") ? "DictBizController" : "DictController"}#dictionaryTree (blade-system)`),
      probe: { query: { code: probeCode } },
    }),
  };
  return group;
}

/** What a word list filters by. */
type WordQuery = Paging & { word?: string };

export const systemReference = {
  /** /dict (spec §7 Dictionary): the system dictionary (blade_dict, global). */
  dict: dictionaryGroup("/api/cloud-system/dict", () => spec("§7 Dictionary"), "pay_type"),
  /** /dict-biz: the tenant's business dictionary; the spec names its dictionary, the rest is BladeX's DictBizController. */
  dictBiz: dictionaryGroup(
    "/api/cloud-system/dict-biz",
    (what) => bladex(`DictBizController /dict-biz/${what} (blade-system)`),
    "agent_status",
  ),
  mcc: {
    /** GET /mcc/list (spec §7 Other system: name, size 100): a page of codes (also the MCC search-select). */
    list: get("/api/cloud-system/mcc/list", page(mccRow), {
      query: shape<Paging & { name?: string; mccCode?: string; categoryName?: string }>(),
      source: spec("§7 Other system"),
    }),
    detail: get("/api/cloud-system/mcc/detail", maybe(mccRow), {
      query: shape<{ id: string }>(),
      source: CRUD("MCC"),
      probe: firstRecord((): AnyEntry => systemReference.mcc.list),
    }),
    submit: post("/api/cloud-system/mcc/submit", done, { bodyType: shape<FormBody>(), source: CRUD("MCC") }),
    remove: post("/api/cloud-system/mcc/remove", done, {
      query: shape<Ids>(),
      body: "none",
      source: CRUD("MCC"),
      permission: "mcc_delete",
    }),
  },
  bankInfo: {
    /** GET /bank-info/list (spec §7 Other system: bankCity, bankTypeId, bankName): a page of branches (also the bank search-select). */
    list: get("/api/cloud-system/bank-info/list", page(bankInfoRow), {
      query: shape<
        Paging & { bankName?: string; bankCity?: string; bankProvince?: string; bankTypeId?: string; bankCode?: string }
      >(),
      source: spec("§7 Other system"),
    }),
    detail: get("/api/cloud-system/bank-info/detail", maybe(bankInfoRow), {
      query: shape<{ id: string }>(),
      source: CRUD("bank info"),
      probe: firstRecord((): AnyEntry => systemReference.bankInfo.list),
    }),
    submit: post("/api/cloud-system/bank-info/submit", done, {
      bodyType: shape<FormBody>(),
      source: CRUD("bank info"),
    }),
    remove: post("/api/cloud-system/bank-info/remove", done, {
      query: shape<Ids>(),
      body: "none",
      source: CRUD("bank info"),
      permission: "bank_info_delete",
    }),
  },
  blacklist: {
    /** GET /blacklist/page (type, value, reason): the tenant's refused numbers. */
    list: get("/api/cloud-system/blacklist/page", page(blacklistRow), {
      query: shape<Paging & { type?: string; value?: string; reason?: string }>(),
      source: assumed("黑名单 is not in the spec; a BladeX CRUD controller whose list is `page`"),
    }),
    detail: get("/api/cloud-system/blacklist/detail", maybe(blacklistRow), {
      query: shape<{ id: string }>(),
      source: assumed("黑名单 is not in the spec; the BladeX CRUD convention"),
      probe: firstRecord((): AnyEntry => systemReference.blacklist.list),
    }),
    submit: post("/api/cloud-system/blacklist/submit", done, {
      bodyType: shape<FormBody>(),
      source: assumed("黑名单 is not in the spec; the BladeX CRUD convention"),
    }),
    remove: post("/api/cloud-system/blacklist/remove", done, {
      query: shape<Ids>(),
      body: "none",
      source: assumed("黑名单 is not in the spec; the BladeX CRUD convention"),
      permission: "blacklist_delete",
    }),
  },
  sensitive: {
    /** GET /sensitive/pageWords (spec §7 Sensitive words): the tenant's sensitive words. */
    pageWords: get("/api/cloud-system/sensitive/pageWords", page(sensitiveWordRow), {
      query: shape<WordQuery>(),
      source: spec("§7 Sensitive words"),
    }),
    /** GET /sensitive/pageWhiteWords (spec §7 Sensitive words): the tenant's whitelisted words. */
    pageWhiteWords: get("/api/cloud-system/sensitive/pageWhiteWords", page(sensitiveWordRow), {
      query: shape<WordQuery>(),
      source: spec("§7 Sensitive words"),
    }),
    /** GET /sensitive/checkWord?word= (spec §7 Sensitive words): true (or a refusal) when the word holds a sensitive one. */
    checkWord: get(
      "/api/cloud-system/sensitive/checkWord",
      z.union([z.boolean(), z.string(), z.number(), z.null(), z.looseObject({})]),
      {
        query: shape<{ word: string }>(),
        source: spec("§7 Sensitive words"),
        probe: { query: { word: "probe" } },
      },
    ),
    addWord: post("/api/cloud-system/sensitive/addWord", done, {
      bodyType: shape<{ word: string }>(),
      source: spec("§7 Sensitive words"),
      permission: "sensitive_add",
    }),
    updateWord: post("/api/cloud-system/sensitive/updateWord", done, {
      bodyType: shape<{ id: string; word: string }>(),
      source: spec("§7 Sensitive words"),
      permission: "sensitive_edit",
    }),
    /** POST /sensitive/deleteWord/{id}. */
    deleteWord: post("/api/cloud-system/sensitive/deleteWord/{id}", done, {
      body: "none",
      source: spec("§7 Sensitive words"),
      permission: "sensitive_delete",
    }),
    addWhiteWord: post("/api/cloud-system/sensitive/addWhiteWord", done, {
      bodyType: shape<{ word: string }>(),
      source: spec("§7 Sensitive words"),
      permission: "sensitive_add",
    }),
    updateWhiteWord: post("/api/cloud-system/sensitive/updateWhiteWord", done, {
      bodyType: shape<{ id: string; word: string }>(),
      source: spec("§7 Sensitive words"),
      permission: "sensitive_edit",
    }),
    /** POST /sensitive/deleteWhiteWord/{id}. */
    deleteWhiteWord: post("/api/cloud-system/sensitive/deleteWhiteWord/{id}", done, {
      body: "none",
      source: spec("§7 Sensitive words"),
      permission: "sensitive_delete",
    }),
  },
  region: {
    /** GET /region/list (code, name, parentCode, regionLevel): a flat page (地区管理's search). */
    list: get("/api/cloud-system/region/list", page(regionRow), {
      query: shape<Paging & { code?: string; name?: string; parentCode?: string; regionLevel?: string }>(),
      source: bladex("RegionController#list (blade-system)"),
    }),
    /** GET /region/lazy-list?parentCode=: one level of the tree (the root 00 when none). */
    lazyList: get("/api/cloud-system/region/lazy-list", list(regionNode), {
      query: shape<{ parentCode?: string }>(),
      source: bladex("RegionController#lazyList (blade-system)"),
    }),
    /** GET /region/lazy-tree?parentCode=: one level as TreeNodes. */
    lazyTree: get("/api/cloud-system/region/lazy-tree", list(referenceTreeNode), {
      query: shape<{ parentCode?: string }>(),
      source: bladex("RegionController#lazyTree (blade-system)"),
    }),
    /** GET /region/select?code=: the children of a region (the provinces when none). */
    select: get("/api/cloud-system/region/select", list(regionRow), {
      query: shape<{ code?: string }>(),
      source: bladex("RegionController#select (blade-system)"),
    }),
    /** GET /region/detail?code=: one region; absent: {}. */
    detail: get("/api/cloud-system/region/detail", maybe(regionRow), {
      query: shape<{ code: string }>(),
      source: bladex("RegionController#detail (blade-system)"),
      probe: { query: { code: "00" } },
    }),
    /** POST /region/submit (JSON Region; with id = the code: update). */
    submit: post("/api/cloud-system/region/submit", done, {
      bodyType: shape<FormBody>(),
      source: bladex("RegionController#submit (blade-system)"),
    }),
    /** POST /region/remove?id=<code>: refused while it has children. */
    remove: post("/api/cloud-system/region/remove", done, {
      query: shape<{ id: string }>(),
      body: "none",
      source: bladex("RegionController#remove (blade-system)"),
      permission: "region_delete",
    }),
  },
  deptDesign: {
    /** GET /dept-design/detail?createDept= (spec §7 Department): 机构主题's form. */
    detail: get("/api/cloud-system/dept-design/detail", maybe(tenantDesign), {
      query: shape<{ createDept?: string }>(),
      source: spec("§7 Department"),
      probe: { query: { createDept: "$deptId" } },
    }),
    /** POST /dept-design/submit {webTheme, title, leftLogo} (spec §7 Department). */
    submit: post("/api/cloud-system/dept-design/submit", done, {
      bodyType: shape<FormBody>(),
      source: spec("§7 Department"),
      permission: "dept_design_edit",
    }),
    /** GET /dept-design/getInfoByTenantId (spec §7 Department): the sign-in page's theme, no token. */
    byTenant: get("/api/cloud-system/dept-design/getInfoByTenantId", maybe(tenantDesign), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      source: spec("§7 Department"),
    }),
    /** GET /dept-design/logo?tenantId=: the current logo's bytes, the one public file (ADR 030). */
    logo: get("/api/cloud-system/dept-design/logo", z.unknown(), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      effect: "file",
      source: assumed("the sign-in page needs the logo without a session; files are served by reference (ADR 030)"),
    }),
  },
  commonSetting: {
    /** GET /common-setting/detail: 通用设置's form (the signed-in tenant's). */
    detail: get("/api/cloud-system/common-setting/detail", maybe(commonSettingDetail), {
      source: assumed("通用设置's read; the spec names only getCommonConfigByTenantId"),
    }),
    /** POST /common-setting/submit {marketingLink, tokenTime, loginModes, autoLockMinutes}: absent fields keep their value. */
    submit: post("/api/cloud-system/common-setting/submit", done, {
      bodyType: shape<FormBody>(),
      source: assumed("通用设置's save; the spec names only getCommonConfigByTenantId"),
    }),
    /** GET /common-setting/getCommonConfigByTenantId (spec §7 Other system), no token. */
    byTenant: get("/api/cloud-system/common-setting/getCommonConfigByTenantId", maybe(tenantCommonConfig), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      source: spec("§7 Other system"),
    }),
  },
};
