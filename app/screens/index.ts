/** Every described list, for the kit's routes that serve a screen by its path (导出). */
import type { AnyScreen } from "~/kit/shared/screen";
import { MARKETING_LISTS } from "./marketing";
import { MONEY_LISTS } from "./money";
import { PARTNER_LISTS } from "./partner";
import { POLICY_LISTS } from "./policy";
import { REPORT_LISTS } from "./report";
// 资源管理 (h-res, ADR 027)
import { RESOURCE_LISTS } from "./resource";
import { SYSTEM_LISTS } from "./system";
// 微信公众号 (h-wechat, ADR 026).
import { WECHAT_LISTS } from "./wechat";
// 工作流 (ADR 025).
import { FLOW_LISTS } from "./flow";

export const LIST_SCREENS: readonly AnyScreen[] = [
  ...SYSTEM_LISTS,
  ...PARTNER_LISTS,
  ...MARKETING_LISTS,
  ...MONEY_LISTS,
  ...POLICY_LISTS,
  ...REPORT_LISTS,
  // Issue 19: 资源管理 (ADR 027), 微信公众号 (ADR 026), 工作流 (ADR 025).
  ...RESOURCE_LISTS,
  ...WECHAT_LISTS,
  ...FLOW_LISTS,
];

export function listScreenAt(path: string): AnyScreen | null {
  return LIST_SCREENS.find((screen) => screen.path === path) ?? null;
}
