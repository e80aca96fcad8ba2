/** system.role: roles. */
import type zh from "./texts.zh";
export default {
  name: "Role name",
  alias: "Role alias",
  parent: "Parent role",
  grant: "Permissions",
  grantHint: "Ticking a menu ticks its sub-menus and buttons; ticking a button also ticks its menu.",
  menus: "Menu permissions",
  aliasFormat: "The alias starts with a letter and may contain letters, digits, underscores and hyphens",
} satisfies typeof zh;
