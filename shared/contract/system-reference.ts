/**
 * /api/cloud-system, reference data and settings: dictionaries, MCC, banks, blacklist, sensitive
 * words, regions, the tenant's design (机构主题) and common settings (spec §7 Dictionary, Other
 * system, Sensitive words) (ADR 031). Part of the `system` service (system.ts).
 */
import { z } from "zod";
import { get, shape, spec, assumed } from "./define.ts";
import { count, id, list, maybe, numeric, record, text } from "./wire.ts";

/** A dictionary entry (DictVO): key, value, sealed. */
export const dictEntry = record({ id: id.optional(), code: text, dictKey: text, dictValue: text, isSealed: numeric, sort: numeric });

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

export const systemReference = {
  dict: {
    /** GET /dict/dictionary?code= (spec §7 Dictionary): a system dictionary's entries. */
    dictionary: get("/api/cloud-system/dict/dictionary", list(dictEntry), {
      query: shape<{ code: string }>(),
      source: spec("§7 Dictionary"),
      probe: { query: { code: "pay_type" } },
    }),
  },
  dictBiz: {
    /** GET /dict-biz/dictionary?code= (spec §7 Dictionary): the tenant's business dictionary. */
    dictionary: get("/api/cloud-system/dict-biz/dictionary", list(dictEntry), {
      query: shape<{ code: string }>(),
      source: spec("§7 Dictionary"),
      probe: { query: { code: "agent_status" } },
    }),
  },
  sensitive: {
    /** GET /sensitive/checkWord?word= (spec §7 Sensitive words): true (or a refusal) when the word holds a sensitive one. */
    checkWord: get("/api/cloud-system/sensitive/checkWord", z.union([z.boolean(), z.string(), z.number(), z.null(), z.looseObject({})]), {
      query: shape<{ word: string }>(),
      source: spec("§7 Sensitive words"),
      probe: { query: { word: "probe" } },
    }),
  },
  deptDesign: {
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
    /** GET /common-setting/getCommonConfigByTenantId (spec §7 Other system), no token. */
    byTenant: get("/api/cloud-system/common-setting/getCommonConfigByTenantId", maybe(tenantCommonConfig), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      source: spec("§7 Other system"),
    }),
  },
};
