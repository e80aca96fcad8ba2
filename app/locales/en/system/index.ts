/** The system-settings screens' texts: sent to the browser only by those screens. */
import bank from "./bank";
import blacklist from "./blacklist";
import dept from "./dept";
import dict from "./dict";
import logs from "./logs";
import mcc from "./mcc";
import menu from "./menu";
import region from "./region";
import role from "./role";
import sensitive from "./sensitive";
import settings from "./settings";
import user from "./user";

export default { dict, menu, role, user, dept, region, mcc, bank, blacklist, sensitive, logs, settings };
