/**
 * POST /api/cloud-log/usual/personal-data (ADR 029): the console's record of personal data shown or
 * exported whole, a usual-log row of the signed-in operator (who, when, the screen, record and
 * field; never the value). Tenant 000005's topup01, so the other log tests' counts stay as seeded.
 */
import { describe, expect, it } from "vitest";
import { authed, body, type R, sandboxEnv, signIn } from "../helpers";

const PATH = "/api/cloud-log/usual/personal-data";

const send = async (token: string, payload: unknown) =>
  body<R<unknown>>(
    await authed(PATH, token, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    }),
  );

describe("the personal-data record", () => {
  it("writes a usual-log row for a view and an export of the operator's tenant, and refuses a malformed one", async () => {
    const token = (await signIn("topup01", "123456", "000005")).access_token;
    const since = Date.now();
    expect(
      await send(token, {
        action: "view",
        screen: "/system/user",
        menuCode: "user",
        recordId: "1410000000000000001",
        field: "phone",
        kind: "mobile",
      }),
    ).toMatchObject({ code: 200, success: true });
    expect(await send(token, { action: "export", screen: "/system/user", menuCode: "user" })).toMatchObject({
      code: 200,
    });
    const rows = (
      await sandboxEnv.DB.prepare(
        "SELECT tenant_id, log_id, log_data, create_by, params FROM blade_log_usual WHERE create_by = 'topup01' AND create_time >= ? ORDER BY log_id DESC",
      )
        .bind(since)
        .all<Record<string, string>>()
    ).results;
    expect(rows.map((r) => [r.tenant_id, r.log_id])).toEqual([
      ["000005", "personal-data-view"],
      ["000005", "personal-data-export"],
    ]);
    expect(rows[0]!.log_data).toBe(
      "查看完整：topup01 查看了 /system/user（user）记录 1410000000000000001 的字段 phone（mobile）",
    );
    expect(JSON.parse(rows[0]!.params)).toEqual({
      screen: "/system/user",
      menuCode: "user",
      recordId: "1410000000000000001",
      field: "phone",
      kind: "mobile",
    });

    for (const bad of [
      {},
      { action: "peek", screen: "/system/user", menuCode: "user" },
      { action: "view", screen: "/system/user", menuCode: "user", recordId: "1", field: "phone", kind: "name" },
      { action: "view", screen: "system/user", menuCode: "user", recordId: "1", field: "phone", kind: "mobile" },
    ]) {
      expect(await send(token, bad), JSON.stringify(bad)).toMatchObject({ code: 400, msg: "参数错误" });
    }
  });
});
