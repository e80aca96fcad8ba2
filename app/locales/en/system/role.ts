/** system.role: roles. */
export default {
  title: "Roles",
  name: "Role name",
  alias: "Role alias",
  parent: "Parent role",
  top: "Top level",
  grant: "Permissions",
  grantTitle: "Permissions",
  grantHint: "Ticking a menu ticks its sub-menus and buttons; ticking a button also ticks its menu.",
  grantCount: "{{count}} selected",
  menus: "Menu permissions",
  aliasFormat: "The alias starts with a letter and may contain letters, digits, underscores and hyphens",
};
