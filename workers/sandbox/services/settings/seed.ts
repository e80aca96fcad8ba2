/**
 * The tenants' settings: seed_v1's common settings and console designs, and seed_v2_shell's
 * marketing link for 000001.
 */
import { seedId } from "../../core/ids";
import type { SeedData } from "../../core/seed";

/** 000001's marketing link: the sandbox's marketing page on the console's own origin. */
export const MARKETING_LINK = "/sandbox/marketing";

function svgLogo(fill: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><path d="M18 44V20h15a9 9 0 0 1 0 18H26" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="46" cy="46" r="5" fill="${accent}"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** seed_v1: common settings and console designs of both tenants. */
export function settingsSeed(): SeedData {
  return {
    rows: [
      [
        "blade_common_setting",
        [
          {
            id: seedId(23, 1),
            tenant_id: "000001",
            marketing_link: null,
            token_time: 3000,
            login_modes: "password,phone,social",
            auto_lock_minutes: 10,
          },
          {
            id: seedId(23, 2),
            tenant_id: "000002",
            marketing_link: null,
            token_time: 1800,
            login_modes: "password,phone,social",
            auto_lock_minutes: 15,
          },
        ],
      ],
      [
        "blade_dept_design",
        [
          {
            id: seedId(24, 1),
            tenant_id: "000001",
            web_theme: "theme-fhb",
            left_logo: svgLogo("#c0392b", "#f5b041"),
            title: "支付平台运营管理系统",
          },
          {
            id: seedId(24, 2),
            tenant_id: "000002",
            web_theme: "theme-ocean",
            left_logo: svgLogo("#1e6fd9", "#48c9b0"),
            title: "蓝海支付运营管理系统",
          },
        ],
      ],
    ],
  };
}

/** seed_v2_shell: 000001's marketing link, unless one is set. */
export function settingsShellSeed(): SeedData {
  return {
    rows: [],
    updates: [
      [
        "UPDATE blade_common_setting SET marketing_link = ? WHERE tenant_id = ? AND marketing_link IS NULL",
        [MARKETING_LINK, "000001"],
      ],
    ],
  };
}
