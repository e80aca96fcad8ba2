/** The backend's messages as an operator reads them (lib/backend-messages, spec §8, ADR 009). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  exposesInternals,
  failureReference,
  internalFailureText,
  isEnvelopeStatus,
  networkErrorText,
  normalizeBackendMessage,
} from "~/lib/backend-messages";

describe("normalizeBackendMessage (spec §8)", () => {
  it("strips Java exception class prefixes", () => {
    expect(normalizeBackendMessage("org.springblade.core.log.exception.ServiceException: 请先删除子节点!")).toBe(
      "请先删除子节点!",
    );
    expect(normalizeBackendMessage("java.lang.RuntimeException:java.lang.IllegalStateException: 余额不足")).toBe(
      "余额不足",
    );
  });

  it("keeps messages without a class prefix as they are", () => {
    expect(normalizeBackendMessage("商户不存在")).toBe("商户不存在");
    expect(normalizeBackendMessage("Error: not a class")).toBe("Error: not a class");
  });

  it("removes the prefix before 服务费格式不正确", () => {
    expect(normalizeBackendMessage("第3行：服务费格式不正确，应为两位小数")).toBe("服务费格式不正确，应为两位小数");
  });

  it("collapses any message mentioning 查询条件已超出系统限定范围", () => {
    expect(normalizeBackendMessage("com.x.QueryException: 查询条件已超出系统限定范围(90天)")).toBe(
      "查询条件已超出系统限定范围",
    );
  });

  it("falls back to 操作失败 when there is nothing to show", () => {
    expect(normalizeBackendMessage(undefined)).toBe("操作失败");
    expect(normalizeBackendMessage("   ")).toBe("操作失败");
    expect(normalizeBackendMessage({})).toBe("操作失败");
  });
});

describe("networkErrorText (spec §8)", () => {
  it.each([
    [400, "请求错误"],
    [401, "未授权，请登录"],
    [403, "拒绝访问"],
    [404, "请求地址出错"],
    [408, "请求超时"],
    [410, "您的账号在其他地方登录！"],
    [500, "服务器内部错误"],
    [501, "服务未实现"],
    [502, "网关错误"],
    [503, "服务不可用"],
    [504, "网关超时"],
    [505, "HTTP版本不受支持"],
  ])("%i → %s", (status, text) => {
    expect(networkErrorText(status)).toBe(text);
  });

  it("prefers the server's message for 410 only", () => {
    expect(networkErrorText(410, "账号已在别处登录")).toBe("账号已在别处登录");
    expect(networkErrorText(502, "upstream")).toBe("网关错误");
  });

  it("names unknown statuses", () => {
    expect(networkErrorText(418)).toBe("连接错误418");
  });
});

describe("isEnvelopeStatus (spec §9: 200–500 are read as bodies)", () => {
  it.each([
    [199, false],
    [200, true],
    [401, true],
    [500, true],
    [502, false],
  ])("%i → %s", (status, expected) => {
    expect(isEnvelopeStatus(status)).toBe(expected);
  });
});

describe("exposesInternals (ADR 009: the backend's internals never reach an operator)", () => {
  it.each([
    "ORA-00942: table or view does not exist\n\tat com.pay.dao.UserMapper.select(UserMapper.java:88)",
    "at com.pay.service.impl.UserServiceImpl.page(UserServiceImpl.java:41)",
    "### Error querying database. ### Cause: java.sql.SQLSyntaxErrorException",
    "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version",
    "select id, password from blade_user where account = 'x'",
    "Could not find bean com.pay.settle.SettleService",
    "NullPointerException",
    "nested exception is org.apache.ibatis.exceptions.PersistenceException",
    `超长${"错误".repeat(120)}`,
  ])("hides %s", (message) => {
    expect(exposesInternals(normalizeBackendMessage(message))).toBe(true);
  });

  it.each([
    "请先删除子节点!",
    "当前用户已存在!",
    "余额不足",
    "手机号码格式不正确",
    "[原登录密码]输入错误次数太多,请通过【忘记密码】重置密码!",
    "查询条件已超出系统限定范围",
    "Error: not a class",
  ])("shows %s as it is", (message) => {
    expect(exposesInternals(normalizeBackendMessage(message))).toBe(false);
  });

  it("a plain message behind a class prefix is shown without it (spec §8), not hidden", () => {
    const shown = normalizeBackendMessage("org.springblade.core.log.exception.ServiceException: 余额不足");
    expect(shown).toBe("余额不足");
    expect(exposesInternals(shown)).toBe(false);
  });

  it("short Chinese business texts of any kind stay visible", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(..."商户代理门店结算余额不足已存在请先删除子节点手机号码格式不正确！!，。0123456789"),
          { maxLength: 60 },
        ),
        (chars) => {
          expect(exposesInternals(chars.join(""))).toBe(false);
        },
      ),
    );
  });

  it("the text shown instead carries a short reference", () => {
    const reference = failureReference();
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(internalFailureText(reference)).toBe(`操作失败（参考号 ${reference}）`);
  });
});
