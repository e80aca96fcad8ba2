/** Every descriptor of 系统管理 and 日志管理 (for checks that must hold for each screen, e.g. their texts exist). */
import type { AnyScreen, FormScreenSpec } from "~/kit/shared/screen";
import { bankInfoScreen } from "./bank-info";
import { blacklistScreen } from "./blacklist";
import { commonSettingScreen } from "./common-setting";
import { deptScreen } from "./dept";
import { deptDesignScreen } from "./dept-design";
import { DICTIONARIES } from "./dict";
import { LOG_LISTS } from "./logs";
import { mccScreen } from "./mcc";
import { menuScreen } from "./menu";
import { regionScreen } from "./region";
import { roleScreen } from "./role";
import { WORD_LISTS } from "./sensitive";
import { userScreen } from "./user";

export const SYSTEM_LISTS: AnyScreen[] = [
  DICTIONARIES.dict,
  DICTIONARIES.biz,
  menuScreen,
  roleScreen,
  userScreen,
  deptScreen,
  regionScreen,
  mccScreen,
  bankInfoScreen,
  blacklistScreen,
  WORD_LISTS.words,
  WORD_LISTS.white,
  LOG_LISTS.api,
  LOG_LISTS.error,
  LOG_LISTS.usual,
];

export const SYSTEM_FORMS: FormScreenSpec[] = [deptDesignScreen, commonSettingScreen];
