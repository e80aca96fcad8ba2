import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { SEED } from "../../../workers/sandbox/core/seed";
import { ORG_SEED } from "../../../workers/sandbox/services/org/seed";
import { body, call, get, putFile, type R, signInWithCaptcha } from "../helpers";
import { admin1, EMPTY, failure, OK, post, SYS } from "../support/org";

describe("dept design", () => {
  it("detail answers the caller's tenant design (createDept must be one of its depts)", async () => {
    const token = await admin1();
    const mine = (await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data;
    expect(Object.keys(mine)).toEqual(["id", "tenantId", "createDept", "webTheme", "leftLogo", "title"]);
    expect(mine).toMatchObject({
      id: seedId(24, 1),
      tenantId: "000001",
      createDept: SEED.deptHq1,
      webTheme: "theme-fhb",
      title: "支付平台运营管理系统",
    });
    expect(
      (await get<Record<string, string>>(`${SYS}/dept-design/detail?createDept=${ORG_SEED.deptBeijing}`, token)).data,
    ).toEqual(mine);
    expect(await get(`${SYS}/dept-design/detail?createDept=${SEED.deptHq2}`, token)).toEqual(EMPTY);
  });

  it("submit validates and updates the caller's tenant row only", async () => {
    const token = await admin1();
    const before = (await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ webTheme: "theme-pink", title: "t" }, "主题不存在"],
      [{ title: "t" }, "主题不存在"],
      [{ webTheme: "theme-violet" }, "标题不能为空"],
      [{ webTheme: "theme-violet", title: "长".repeat(51) }, "标题长度不能超过50个字符"],
      [
        { webTheme: "theme-violet", title: "t", leftLogo: "javascript:alert(1)" },
        "左侧Logo必须是上传的图片或data:图片",
      ],
      // ADR 030: a storage path or URL is no longer stored; a reference must be the tenant's own logo.
      [
        { webTheme: "theme-violet", title: "t", leftLogo: "https://cdn.example.com/logo.png" },
        "左侧Logo必须是上传的图片或data:图片",
      ],
      [
        { webTheme: "theme-violet", title: "t", leftLogo: "/sandbox/files/upload/20261120/logo.png" },
        "左侧Logo必须是上传的图片或data:图片",
      ],
      [
        { webTheme: "theme-violet", title: "t", leftLogo: "1769999999999999999" },
        "左侧Logo必须是上传的图片或data:图片",
      ],
      [
        { webTheme: "theme-violet", title: "t", leftLogo: `data:image/png;base64,${"A".repeat(200_000)}` },
        "左侧Logo不能超过200000个字符",
      ],
    ];
    for (const [json, msg] of cases)
      expect(await post(`${SYS}/dept-design/submit`, token, json), msg).toEqual(failure(msg));
    expect((await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data).toEqual(before);

    const uploaded = await putFile(token, "logo");
    const screenshot = await putFile(token, "payment");
    expect(
      await post(`${SYS}/dept-design/submit`, token, { webTheme: "theme-forest", leftLogo: screenshot, title: "t" }),
    ).toEqual(failure("左侧Logo必须是上传的图片或data:图片"));
    for (const leftLogo of [uploaded, "data:image/png;base64,iVBORw0KGgo=", ""]) {
      expect(
        await post(`${SYS}/dept-design/submit`, token, { webTheme: "theme-forest", leftLogo, title: "森林主题" }),
        leftLogo,
      ).toEqual(OK);
      expect((await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data).toMatchObject({
        webTheme: "theme-forest",
        leftLogo,
        title: "森林主题",
      });
    }
    const pub = await body<R<Record<string, string>>>(
      await call(`${SYS}/dept-design/getInfoByTenantId?tenantId=000001`),
    );
    expect(pub.data).toMatchObject({ webTheme: "theme-forest", title: "森林主题" });
    const other = await body<R<Record<string, string>>>(
      await call(`${SYS}/dept-design/getInfoByTenantId?tenantId=000002`),
    );
    expect(other.data).toMatchObject({ webTheme: "theme-ocean", title: "蓝海支付运营管理系统" });

    // The current logo's bytes are public (the sign-in page); nothing else is, and an inline logo has none.
    expect(
      await post(`${SYS}/dept-design/submit`, token, {
        webTheme: "theme-forest",
        leftLogo: uploaded,
        title: "森林主题",
      }),
    ).toEqual(OK);
    const logo = await call(`${SYS}/dept-design/logo?tenantId=000001`);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await logo.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await body(await call(`${SYS}/dept-design/logo?tenantId=000002`))).toMatchObject({
      code: 404,
      success: false,
    });
    expect(await body(await call(`${SYS}/dept-design/logo?tenantId=999999`))).toMatchObject({
      code: 404,
      success: false,
    });

    expect(
      await post(`${SYS}/dept-design/submit`, token, {
        webTheme: before.webTheme,
        leftLogo: before.leftLogo,
        title: before.title,
      }),
    ).toEqual(OK);
    expect((await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data).toEqual(before);
    expect(await body(await call(`${SYS}/dept-design/logo?tenantId=000001`))).toMatchObject({
      code: 404,
      success: false,
    });
  });
});

describe("common settings", () => {
  it("detail is the caller's tenant row", async () => {
    const token = await admin1();
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toEqual({
      id: seedId(23, 1),
      tenantId: "000001",
      marketingLink: "/sandbox/marketing",
      tokenTime: 3000,
      loginModes: "password,phone,social",
      autoLockMinutes: 10,
    });
    const two = await signInWithCaptcha("admin", "admin");
    expect((await get(`${SYS}/common-setting/detail`, two.access_token)).data).toMatchObject({
      tenantId: "000002",
      marketingLink: "",
      autoLockMinutes: 15,
    });
  });

  it("submit validates each field and updates what the public reader serves", async () => {
    const token = await admin1();
    const before = (await get<Record<string, unknown>>(`${SYS}/common-setting/detail`, token)).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ marketingLink: "ftp://x" }, "营销链接必须为空、http(s)地址或/sandbox/路径"],
      [{ marketingLink: `https://x.example.com/${"a".repeat(500)}` }, "营销链接长度不能超过500个字符"],
      [{ tokenTime: 299 }, "令牌时长(tokenTime)必须是300到86400之间的整数"],
      [{ tokenTime: 86401 }, "令牌时长(tokenTime)必须是300到86400之间的整数"],
      [{ tokenTime: "12.5" }, "令牌时长(tokenTime)必须是300到86400之间的整数"],
      [{ loginModes: "password,email" }, "登录方式(loginModes)只能是password、phone、social"],
      [{ loginModes: "phone,social" }, "登录方式(loginModes)必须包含password"],
      [{ loginModes: "" }, "登录方式(loginModes)必须包含password"],
      [{ autoLockMinutes: -1 }, "自动锁屏时间(autoLockMinutes)必须是0到240之间的整数"],
      [{ autoLockMinutes: 241 }, "自动锁屏时间(autoLockMinutes)必须是0到240之间的整数"],
    ];
    for (const [json, msg] of cases)
      expect(await post(`${SYS}/common-setting/submit`, token, json), msg).toEqual(failure(msg));
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toEqual(before);

    expect(
      await post(`${SYS}/common-setting/submit`, token, {
        marketingLink: "https://marketing.example.com/entry?a=1",
        tokenTime: 7200,
        loginModes: "social, password",
        autoLockMinutes: 0,
      }),
    ).toEqual(OK);
    const pub = await body<R<Record<string, unknown>>>(
      await call(`${SYS}/common-setting/getCommonConfigByTenantId?tenantId=000001`),
    );
    expect(pub.data).toMatchObject({
      marketingLink: "https://marketing.example.com/entry?a=1",
      tokenTime: 7200,
      loginModes: "password,social",
      autoLockMinutes: 0,
    });
    expect(await post(`${SYS}/common-setting/submit`, token, { marketingLink: "", autoLockMinutes: "240" })).toEqual(
      OK,
    );
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toMatchObject({
      marketingLink: "",
      tokenTime: 7200,
      autoLockMinutes: 240,
    });
    const other = await body<R<Record<string, unknown>>>(
      await call(`${SYS}/common-setting/getCommonConfigByTenantId?tenantId=000002`),
    );
    expect(other.data).toMatchObject({ tokenTime: 1800, autoLockMinutes: 15 });

    const { id: _id, tenantId: _tenant, ...restore } = before;
    expect(await post(`${SYS}/common-setting/submit`, token, restore)).toEqual(OK);
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toEqual(before);
  });
});

describe("public readers (no token)", () => {
  it("dept-design theme per tenant", async () => {
    const one = await body<R<Record<string, string>>>(
      await call("/api/cloud-system/dept-design/getInfoByTenantId?tenantId=000001"),
    );
    const two = await body<R<Record<string, string>>>(
      await call("/api/cloud-system/dept-design/getInfoByTenantId?tenantId=000002"),
    );
    expect(Object.keys(one.data)).toEqual(["id", "tenantId", "webTheme", "leftLogo", "title"]);
    expect(one.data).toMatchObject({ tenantId: "000001", webTheme: "theme-fhb" });
    expect(two.data).toMatchObject({ tenantId: "000002", webTheme: "theme-ocean" });
    expect(one.data.leftLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(two.data.leftLogo).not.toBe(one.data.leftLogo);
  });

  it("common settings per tenant", async () => {
    const one = await body<R<unknown>>(
      await call("/api/cloud-system/common-setting/getCommonConfigByTenantId?tenantId=000001"),
    );
    expect(one.data).toEqual({
      tenantId: "000001",
      captchaEnabled: 0,
      marketingLink: "/sandbox/marketing",
      tokenTime: 3000,
      loginModes: "password,phone,social",
      autoLockMinutes: 10,
    });
    const two = await body<R<Record<string, unknown>>>(
      await call("/api/cloud-system/common-setting/getCommonConfigByTenantId?tenantId=000002"),
    );
    expect(two.data.captchaEnabled).toBe(1);
    expect(two.data.marketingLink).toBe("");
    expect(two.data.autoLockMinutes).toBe(15);
  });
});
