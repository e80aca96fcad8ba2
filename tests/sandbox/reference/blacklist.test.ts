import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { SEED } from "../../../workers/sandbox/core/seed";
import { idNumber } from "../../../workers/sandbox/services/reference/seed";
import { authed, get, signIn, signInWithCaptcha } from "../helpers";
import { admin, failed, getPage, NONE, OK, post, q, SYS, unique } from "../support/reference";

describe("blacklist", () => {
  it("pages 30 rows of 000001, newest first, with typeName and creator", async () => {
    const token = await admin();
    const all = await getPage(`${SYS}/blacklist/page?size=50`, token);
    expect(all.total).toBe(30);
    const times = all.records.map((b) => b.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(all.records[0]!)).toEqual([
      "id",
      "type",
      "typeName",
      "value",
      "reason",
      "createUser",
      "createUserName",
      "createTime",
    ]);
    expect(all.records[0]).toMatchObject({
      id: seedId(52, 1),
      type: 1,
      typeName: "手机号",
      value: "13512348871",
      createUser: SEED.userAdmin1,
      createUserName: "管理员",
    });
    expect(all.records.some((b) => b.createUserName === "运营专员" && b.createUser === SEED.userOperator1)).toBe(true);
    const names: Record<number, string> = { 1: "手机号", 2: "身份证号", 3: "银行卡号", 4: "商户号" };
    expect(all.records.every((b) => b.typeName === names[b.type as number])).toBe(true);
    expect(await getPage(`${SYS}/blacklist/page`, token)).toMatchObject({ size: 10, pages: 3 });
  });

  it("filters by type, value and reason (LIKE); sorts; detail", async () => {
    const token = await admin();
    const ids = await getPage(`${SYS}/blacklist/page?type=2&size=50`, token);
    expect(ids.total).toBe(8);
    expect(ids.records.every((b) => b.typeName === "身份证号" && /^\d{17}[\dX]$/.test(b.value as string))).toBe(true);
    const all = (await getPage(`${SYS}/blacklist/page?size=50`, token)).records;
    const value = await getPage(`${SYS}/blacklist/page?value=8983&size=50`, token);
    expect(value.total).toBe(all.filter((b) => (b.value as string).includes("8983")).length);
    expect(value.total).toBeGreaterThanOrEqual(2);
    expect(value.records.every((b) => (b.value as string).includes("8983"))).toBe(true);
    const reason = await getPage(`${SYS}/blacklist/page?${q({ reason: "诈骗", size: 50 })}`, token);
    expect(reason.total).toBeGreaterThanOrEqual(2);
    expect(reason.records.every((b) => (b.reason as string).includes("诈骗"))).toBe(true);
    const asc = (await getPage(`${SYS}/blacklist/page?ascs=createTime&size=50`, token)).records.map(
      (b) => b.createTime as string,
    );
    expect(asc).toEqual([...asc].sort());
    const byType = (await getPage(`${SYS}/blacklist/page?ascs=type&size=50`, token)).records.map(
      (b) => b.type as number,
    );
    expect(byType).toEqual([...byType].sort());
    const d = await get(`${SYS}/blacklist/detail?id=${seedId(52, 4)}`, token);
    expect(d.data).toMatchObject({ type: 4, typeName: "商户号", value: "898310048161234" });
    expect(await get(`${SYS}/blacklist/detail?id=${seedId(52, 101)}`, token)).toEqual(NONE);
  });

  it("submit validates the value by type, rejects duplicates and long reasons; update; remove", async () => {
    const token = await admin();
    const { user_id, access_token: qa1 } = await signIn("qa1", "qa123456");
    const mobile = "139" + unique().slice(0, 8);
    expect(await post(`${SYS}/blacklist/submit`, qa1, { type: 1, value: mobile, reason: "测试" })).toEqual(OK);
    const row = (await getPage(`${SYS}/blacklist/page?value=${mobile}`, token)).records[0]!;
    expect(row).toMatchObject({
      type: 1,
      typeName: "手机号",
      value: mobile,
      reason: "测试",
      createUser: user_id,
      createUserName: "测试账号1",
    });
    expect((await getPage(`${SYS}/blacklist/page?size=1`, token)).records[0]!.id).toBe(row.id);
    expect(await post(`${SYS}/blacklist/submit`, token, { type: "1", value: mobile })).toEqual(
      failed("该黑名单已存在!"),
    );
    // The same value under another type is a different entry.
    expect(await post(`${SYS}/blacklist/submit`, token, { type: 4, value: mobile })).toEqual(OK);
    const asMerchant = (await getPage(`${SYS}/blacklist/page?type=4&value=${mobile}`, token)).records[0]!.id as string;

    const cases: [unknown, string, string][] = [
      [undefined, "13800000000", "黑名单类型不能为空"],
      [7, "13800000000", "黑名单类型不正确"],
      [1, "", "手机号不能为空"],
      [1, "1380000000", "手机号格式不正确，请输入11位手机号"],
      [1, "23800000000", "手机号格式不正确，请输入11位手机号"],
      [2, "31011519850312417", "身份证号格式不正确，请输入18位身份证号"],
      [2, "31011519850312417Y", "身份证号格式不正确，请输入18位身份证号"],
      [3, "62220210011", "银行卡号格式不正确，请输入12-19位数字"],
      [3, "62220210011234567890", "银行卡号格式不正确，请输入12-19位数字"],
      [3, "6222a21001123456", "银行卡号格式不正确，请输入12-19位数字"],
      [4, "   ", "商户号不能为空"],
    ];
    for (const [type, value, msg] of cases) {
      expect(await post(`${SYS}/blacklist/submit`, token, { type, value }), `${String(type)} ${value}`).toEqual(
        failed(msg),
      );
    }
    expect(
      await post(`${SYS}/blacklist/submit`, token, { type: 1, value: "13800000000", reason: "因".repeat(201) }),
    ).toEqual(failed("原因不能超过200个字符"));
    const idNo = idNumber("310104", "19920101", unique().slice(-3)).replace("X", "x");
    expect(await post(`${SYS}/blacklist/submit`, token, { type: 2, value: idNo, reason: "因".repeat(200) })).toEqual(
      OK,
    );
    const byId = await getPage(`${SYS}/blacklist/page?value=${idNo.toUpperCase()}`, token);
    expect(byId.total).toBe(1);

    expect(
      await post(`${SYS}/blacklist/submit`, token, {
        id: row.id,
        type: 3,
        value: "6222 0210 0112 3456",
        reason: "改为卡号",
      }),
    ).toEqual(OK);
    expect((await get(`${SYS}/blacklist/detail?id=${row.id as string}`, token)).data).toMatchObject({
      type: 3,
      typeName: "银行卡号",
      value: "6222021001123456",
      reason: "改为卡号",
      createUser: user_id,
    });
    expect(await post(`${SYS}/blacklist/submit`, token, { id: row.id, type: 1, value: "13512348871" })).toEqual(
      failed("该黑名单已存在!"),
    );

    expect(
      await post(
        `${SYS}/blacklist/remove?ids=${row.id as string},${asMerchant},${byId.records[0]!.id as string}`,
        token,
      ),
    ).toEqual(OK);
    expect(await get(`${SYS}/blacklist/detail?id=${row.id as string}`, token)).toEqual(NONE);
    expect((await getPage(`${SYS}/blacklist/page`, token)).total).toBe(30);
    expect((await authed(`${SYS}/blacklist/remove`, token, { method: "POST" })).status).toBe(400);
  });

  it("is tenant-scoped: 000002 sees its 3 rows and cannot read, change or remove 000001's", async () => {
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    const page2 = await getPage(`${SYS}/blacklist/page`, two);
    expect(page2.total).toBe(3);
    expect(page2.records.every((b) => b.createUser === SEED.userAdmin2)).toBe(true);
    expect(await get(`${SYS}/blacklist/detail?id=${seedId(52, 1)}`, two)).toEqual(NONE);
    expect(await post(`${SYS}/blacklist/remove?ids=${seedId(52, 1)}`, two)).toEqual(failed("操作失败"));
    expect(await post(`${SYS}/blacklist/submit`, two, { id: seedId(52, 1), type: 1, value: "13700000001" })).toEqual(
      failed("操作失败"),
    );
    // 000001's value is not a duplicate in 000002.
    expect(await post(`${SYS}/blacklist/submit`, two, { type: 1, value: "13512348871" })).toEqual(OK);
    const copy = (await getPage(`${SYS}/blacklist/page?value=13512348871`, two)).records[0]!.id as string;
    expect(await post(`${SYS}/blacklist/remove?ids=${copy}`, two)).toEqual(OK);
    const token = await admin();
    expect((await get(`${SYS}/blacklist/detail?id=${seedId(52, 1)}`, token)).data).toMatchObject({
      value: "13512348871",
    });
    expect((await getPage(`${SYS}/blacklist/page`, token)).total).toBe(30);
  });
});
