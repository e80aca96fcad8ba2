/** Tenants by subdomain (server/tenant.server): reading TENANT_SUBDOMAINS. */
import { describe, expect, it } from "vitest";
import { subdomainMapping } from "~/server/tenant.server";

describe("subdomainMapping", () => {
  it("reads label=tenant pairs and ignores malformed ones", () => {
    expect([...subdomainMapping("t1=000001, T2=000002,bad,x=12,=000003")]).toEqual([
      ["t1", "000001"],
      ["t2", "000002"],
    ]);
    expect(subdomainMapping(undefined).size).toBe(0);
  });
});
