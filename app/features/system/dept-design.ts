/** 机构主题 as the page shows it (client-safe). */
export type DeptDesign = { webTheme: string; title: string; leftLogo: string };

/** The named themes (spec §4: default theme-fhb). */
export const THEMES = ["theme-fhb", "theme-ocean", "theme-violet", "theme-forest"] as const;
