/**
 * 机构主题 (/system/deptDesign): one form, not a list. system.deptDesign.detail (createDept: the
 * operator's department) and .submit {webTheme, title, leftLogo}. The
 * logo is a file reference (ADR 030) or an inline data:image.
 */
import { defineForm } from "~/kit/shared/screen";

/** The named themes (spec §4: default theme-fhb). */
export const THEMES = ["theme-fhb", "theme-ocean", "theme-violet", "theme-forest"] as const;

export const deptDesignScreen = defineForm({
  id: "deptDesign",
  path: "/system/deptDesign",
  name: "机构主题",
  menuCode: "deptDesign",
  texts: "system.dept",
  fields: {
    webTheme: {
      kind: "select",
      label: "design.webTheme",
      required: true,
      options: THEMES,
      optionTexts: "design.themes",
    },
    title: { label: "design.siteTitle", required: true, max: 50, sensitive: true },
    leftLogo: { kind: "image", label: "design.leftLogo", image: "basic", purpose: "logo" },
  },
});

/** 机构主题 as the page shows it. */
export type DeptDesign = { webTheme: string; title: string; leftLogo: string };
