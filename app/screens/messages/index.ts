/** Every descriptor of 消息中心 (for checks that must hold for each screen, e.g. their texts exist). */
import type { AnyScreen } from "~/kit/shared/screen";
import { MESSAGE_LISTS } from "./messages";
import { platformInfoScreen } from "./platform-info";

export const MESSAGE_SCREENS: AnyScreen[] = [MESSAGE_LISTS.mine, MESSAGE_LISTS.system, platformInfoScreen];
