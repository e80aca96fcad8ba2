/** 通用设置 as the page shows it (client-safe). */
export type CommonSetting = { marketingLink: string; tokenTime: string; loginModes: string[]; autoLockMinutes: string };

/** The sign-in methods a tenant can offer; password sign-in must stay on. */
export const LOGIN_MODES = ["password", "phone", "social"] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];
