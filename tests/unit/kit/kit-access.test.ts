/**
 * Who may search a kind (/kit/search/:kind) or upload a purpose (/kit/upload) is read off the
 * descriptors (kit-access.server.ts): their fields' remote kinds and image purposes, and what they
 * name in `searches` and `uploads`.
 */
import { describe, expect, it } from "vitest";
import { kindsSearched, purposesUploaded, screensSearching, screensUploading } from "~/kit/server/kit-access.server";
import { REMOTE_KINDS } from "~/kit/shared/remote-kinds";
import { FORM_SCREENS, LIST_SCREENS } from "~/screens";

const described = [...LIST_SCREENS, ...FORM_SCREENS];

describe("the screens that search a kind", () => {
  it("are those whose fields search it or that name it", () => {
    expect(kindsSearched({ path: "/x", fields: { dept: { kind: "remote", remote: "dept" } } })).toEqual(["dept"]);
    expect(kindsSearched({ path: "/x", searches: ["agent", "agent"] })).toEqual(["agent"]);
    expect(kindsSearched({ path: "/x" })).toEqual([]);
  });

  it("include a field's own kind (招商推广人员's department) and a named one (交易订单's agents)", () => {
    expect(screensSearching(described, "dept")).toEqual(
      expect.arrayContaining(["/system/user", "/business/investPromotion", "/marketing/recharge"]),
    );
    expect(screensSearching(described, "agent")).toEqual(
      expect.arrayContaining(["/agent/agentInfo", "/orders/transactionOrder", "/marketing/activity"]),
    );
    expect(screensSearching(described, "parentAgent")).toEqual(["/agent/agentInfo"]);
  });

  it("exist for every kind the kit serves", () => {
    const kinds = Object.keys(REMOTE_KINDS) as (keyof typeof REMOTE_KINDS)[];
    expect(kinds.filter((kind) => screensSearching(described, kind).length === 0)).toEqual([]);
  });
});

describe("the screens that upload a purpose", () => {
  it("are those with an image field of it (attach when it names none) or that name it", () => {
    expect(purposesUploaded({ path: "/x", fields: { logo: { kind: "image", purpose: "logo" } } })).toEqual(["logo"]);
    expect(purposesUploaded({ path: "/x", fields: { photo: { kind: "image" }, name: {} } })).toEqual(["attach"]);
    expect(purposesUploaded({ path: "/x", uploads: ["payment"] })).toEqual(["payment"]);
  });

  it("are 机构主题 for the logo and 充值订单 for payment screenshots", () => {
    expect(screensUploading(described, "logo")).toEqual(["/system/deptDesign"]);
    expect(screensUploading(described, "payment")).toEqual(["/marketing/recharge"]);
  });
});
