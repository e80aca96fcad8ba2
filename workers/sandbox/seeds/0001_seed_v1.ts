/** The base data set, only into an empty database: two tenants, their clients, settings, depts, roles, users, menus and messages. */
import { emptyDatabaseSeed } from "../core/db";
import { joinSeeds } from "../core/seed";
import { authSeed } from "../services/auth/seed";
import { orgBaseSeed } from "../services/org/seed";
import { settingsSeed } from "../services/settings/seed";
import { flowSeed } from "../services/dashboard/seed";
import { roleSeed } from "../services/role/seed";
import { userSeed } from "../services/user/seed";
import { menuSeed } from "../services/menu/seed";
import { messagesSeed } from "../services/messages/seed";

export default emptyDatabaseSeed(async () =>
  joinSeeds(
    authSeed(),
    orgBaseSeed(),
    settingsSeed(),
    flowSeed(),
    roleSeed(),
    await userSeed(),
    menuSeed(),
    messagesSeed(),
  ),
);
