/** cloud-system /bank-info: bank branches and their 12-digit 联行号 (global): list, detail, submit, remove. */
import type { Wire } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, str, unreadable } from "../../core/http";

import { Where } from "../../core/query";
import { jsonBody } from "../../core/request";
import { BANK_TYPES, chars, detailOf, saveOf, orderClause, pageOf, removeOf, text } from "./store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

interface BankRow {
  id: string;
  bank_name: string;
  bank_code: string;
  bank_type_id: number | null;
  bank_type_name: string | null;
  bank_province: string | null;
  bank_city: string | null;
  address: string | null;
  create_time: number | null;
}

const bankVO = (b: BankRow): Wire<typeof system.bankInfo.list>["records"][number] => ({
  id: b.id,
  bankName: b.bank_name,
  bankCode: b.bank_code,
  bankTypeId: b.bank_type_id ?? -1,
  bankTypeName: str(b.bank_type_name),
  bankProvince: str(b.bank_province),
  bankCity: str(b.bank_city),
  address: str(b.address),
  createTime: formatDate(b.create_time),
});

const BANK_SORT = {
  bankName: "bank_name",
  bankCode: "bank_code",
  bankCity: "bank_city",
  bankProvince: "bank_province",
  bankTypeId: "bank_type_id",
  createTime: "create_time",
};

function bankList(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("is_deleted = 0")
    .like("bank_name", q.get("bankName"))
    .like("bank_city", q.get("bankCity"))
    .like("bank_province", q.get("bankProvince"))
    .equal("bank_code", q.get("bankCode"));
  const typeId = (q.get("bankTypeId") ?? "").trim();
  if (typeId) where.add("bank_type_id = ?", /^\d+$/.test(typeId) ? Number(typeId) : -1);
  return pageOf(ctx, "blade_bank_info", where, orderClause(ctx.url, BANK_SORT, "bank_code ASC"), bankVO);
}

async function bankSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const id = text(body.id);
  const bankName = text(body.bankName);
  const bankCode = text(body.bankCode);
  const typeText = text(body.bankTypeId);
  const bankProvince = text(body.bankProvince);
  const bankCity = text(body.bankCity);
  const address = text(body.address);
  if (!bankName) return fail("开户行名称不能为空");
  if (chars(bankName) > 100) return fail("开户行名称不能超过100个字符");
  if (!bankCode) return fail("联行号不能为空");
  if (!/^\d{12}$/.test(bankCode)) return fail("联行号必须为12位数字");
  if (!typeText) return fail("银行类型不能为空");
  const typeId = /^\d+$/.test(typeText) ? Number(typeText) : 0;
  const typeName = BANK_TYPES[typeId];
  if (!typeName) return fail("银行类型不正确");
  if (!bankProvince) return fail("所在省份不能为空");
  if (!bankCity) return fail("所在城市不能为空");
  if (chars(bankProvince) > 50 || chars(bankCity) > 50) return fail("省份或城市不能超过50个字符");
  if (chars(address) > 200) return fail("地址不能超过200个字符");
  return saveOf(ctx, "blade_bank_info", new Where("is_deleted = 0"), id, {
    values: {
      bank_name: bankName,
      bank_code: bankCode,
      bank_type_id: typeId,
      bank_type_name: typeName,
      bank_province: bankProvince,
      bank_city: bankCity,
      address,
    },
    unique: { bank_code: bankCode },
    duplicate: "联行号已存在!",
    created: { create_time: Date.now() },
  });
}

export const bankInfoRoutes: Route[] = serveEach(system.bankInfo, {
  list: bankList,
  detail: (ctx) => detailOf(ctx, "blade_bank_info", new Where("is_deleted = 0"), bankVO),
  submit: bankSubmit,
  remove: (ctx) => removeOf(ctx, "blade_bank_info", new Where("is_deleted = 0")),
});
