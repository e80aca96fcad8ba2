/** For the console shell: the marketing link, data-sync switches, message senders and more messages, 帮助中心, `meta.roles`. */
import { tenantSeed } from "../core/db";
import { joinSeeds } from "../core/seed";
import { settingsShellSeed } from "../services/settings/seed";
import { messagesShellSeed } from "../services/messages/seed";
import { dataSyncSeed } from "../services/data-sync/seed";
import { menuShellSeed } from "../services/menu/seed";

export default tenantSeed(() => joinSeeds(settingsShellSeed(), messagesShellSeed(), dataSyncSeed(), menuShellSeed()));
