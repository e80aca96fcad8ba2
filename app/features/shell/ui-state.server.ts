/**
 * What the shell remembers per browser and renders from the first byte: the sidebar's
 * collapsed state and the chosen top menu (cookies, read on the server, so no flash).
 */
import { createCookie } from "react-router";

const options = { path: "/", sameSite: "lax" as const, secure: true, httpOnly: true, maxAge: 365 * 24 * 60 * 60 };

export const sidebarCookie = createCookie("console_sidebar", options);
export const topMenuCookie = createCookie("console_topmenu", options);

export type ShellState = { sidebarCollapsed: boolean; topMenuId: string | null };

export async function readShellState(request: Request): Promise<ShellState> {
  const header = request.headers.get("Cookie");
  const [sidebar, topMenu] = await Promise.all([sidebarCookie.parse(header), topMenuCookie.parse(header)]);
  return {
    sidebarCollapsed: sidebar === "collapsed",
    topMenuId: typeof topMenu === "string" && /^\d{1,20}$/.test(topMenu) ? topMenu : null,
  };
}
