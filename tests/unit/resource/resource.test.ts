import { describe, expect, it } from "vitest";
import { sizeText } from "~/screens/resource/attach/screen";
import { parsedEndpoint, validBucketName } from "../../../workers/sandbox/services/files/oss-config";
import { configProblem } from "../../../workers/sandbox/services/files/oss-test";

describe("附件管理's sizes", () => {
  it("shows B below 1 KB, KB below 1 MB, else MB with two decimals", () => {
    expect([0, 1023, 1024, 1536, 1024 * 1024 - 1, 1024 * 1024, 52_428_800].map(sizeText)).toEqual([
      "0 B",
      "1023 B",
      "1.00 KB",
      "1.50 KB",
      "1024.00 KB",
      "1.00 MB",
      "50.00 MB",
    ]);
    expect(sizeText(null)).toBe("—");
  });
});

describe("对象存储's rules (sandbox)", () => {
  it("takes S3 bucket names only", () => {
    for (const name of ["abc", "cloud-pay", "a.b-c", "a".repeat(63)]) expect(validBucketName(name), name).toBe(true);
    for (const name of ["ab", "a".repeat(64), "Abc", "-abc", "abc-", "a..b", "a_b", "192.168.0.1"])
      expect(validBucketName(name), name).toBe(false);
  });

  it("takes an http(s) endpoint without credentials, query or fragment", () => {
    expect(parsedEndpoint("https://minio.sandbox.internal:9000/base")?.host).toBe("minio.sandbox.internal:9000");
    for (const bad of [
      "ftp://x.example",
      "https://u:p@x.example",
      "https://x.example/?a=1",
      "https://x.example/#f",
      "x.example",
      "",
    ])
      expect(parsedEndpoint(bad), bad).toBeNull();
  });

  it("测试上传 names the first thing that cannot work, in the order a client meets it", () => {
    const good = {
      category: 1,
      endpoint: "https://minio.sandbox.internal",
      access_key: "key",
      secret_key: "12345678",
      bucket_name: "cloud-pay",
      app_id: null,
      region: null,
    };
    expect(configProblem(good)).toBeNull();
    expect(configProblem({ ...good, secret_key: "" })).toBe("secretKey 未设置");
    expect(configProblem({ ...good, access_key: "ab" })).toBe("accessKey 至少 3 位");
    expect(configProblem({ ...good, secret_key: "1234567" })).toBe("secretKey 至少 8 位");
    expect(configProblem({ ...good, endpoint: "nope" })).toBe("资源地址无法解析：nope");
    expect(configProblem({ ...good, category: 4, region: "ap-guangzhou" })).toBe("未设置 appId");
    expect(configProblem({ ...good, category: 3 })).toBe("未设置 region");
    expect(configProblem({ ...good, endpoint: "https://evil.example" })).toBe(
      "无法连接 evil.example（沙箱仅模拟 *.sandbox.internal）",
    );
    expect(configProblem({ ...good, category: 2 })).toBe("沙箱不模拟 qiniu 存储，仅 minio（S3 兼容）");
  });
});
