/**
 * Personal data in the descriptors (ADR 029): a screen whose detail shows a personal field has a
 * 查看完整 button (`buttons.viewFull`), one whose export holds one has a 导出完整 button
 * (`exportFull`), and every such code is in the sandbox's menu seed (granted to administrators).
 */
import { describe, expect, it } from "vitest";
import { personalFields } from "~/kit/shared/screen";
import { LIST_SCREENS } from "~/screens";
import { PERSONAL_BUTTONS } from "../../../workers/sandbox/services/menu/personal-buttons";

const seeded = new Set(PERSONAL_BUTTONS.map((b) => b.code));
const detailNames = (screen: (typeof LIST_SCREENS)[number]) =>
  (screen.detail ?? []).map((item) => (typeof item === "string" ? item : item.name));

describe("personal data in the descriptors", () => {
  it("the screens the issue names declare their personal fields", () => {
    const of = (path: string) => personalFields(LIST_SCREENS.find((s) => s.path === path)!);
    expect(of("/system/user")).toEqual(["phone", "email"]);
    expect(of("/agent/agentInfo")).toEqual(["mobile", "linkEmail", "agentAccount"]);
    expect(of("/merchant/merchantInfo")).toEqual(["mobile", "linkEmail", "settleCardNo"]);
    expect(of("/store/storeInfo")).toEqual(["mobile"]);
    expect(of("/merchant/storeMen")).toEqual(["mobile"]);
  });

  for (const screen of LIST_SCREENS) {
    const personal = personalFields(screen);
    if (personal.length === 0) continue;
    it(`${screen.path}: 查看完整 where its detail shows personal data, 导出完整 where its export holds it`, () => {
      if (detailNames(screen).some((name) => personal.includes(name))) {
        expect(screen.buttons.viewFull).toBeTruthy();
        expect(seeded).toContain(screen.buttons.viewFull);
      }
      const exported = screen.columns.some((column) => personal.includes(column.key));
      if (screen.export && (exported || screen.backendExport)) {
        expect(screen.exportFull).toBeTruthy();
        expect(seeded).toContain(screen.exportFull);
      }
    });
  }

  it("every seeded code belongs to a screen that declares it", () => {
    const declared = new Set(LIST_SCREENS.flatMap((s) => [s.buttons.viewFull, s.exportFull].filter(Boolean)));
    expect([...seeded].sort()).toEqual([...declared].sort());
  });
});
