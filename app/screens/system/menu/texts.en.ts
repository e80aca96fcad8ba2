/** system.menu: menus. */
import type zh from "./texts.zh";
export default {
  name: "Menu name",
  code: "Menu code",
  alias: "Alias",
  path: "Route",
  source: "Icon",
  sourceHint: "A lucide icon name, e.g. settings, users",
  category: "Type",
  categories: { "1": "Menu", "2": "Button" },
  action: "Button placement",
  actions: { "0": "None", "1": "Toolbar", "2": "Row", "3": "Toolbar and row" },
  isOpen: "Open in new window",
  open: { "1": "No", "2": "Yes" },
  parent: "Parent menu",
  codeFormat: "The code starts with a letter and may contain letters, digits, underscores, dots and hyphens",
} satisfies typeof zh;
