/**
 * Every descriptor of 微信公众号 (公众号配置, 公众号菜单; ADR 026): 公众号配置 for the kit's routes that
 * serve a screen by its path, and both for checks that must hold for each screen (their texts exist
 * in both languages).
 */
import type { AnyScreen, FormScreenSpec } from "~/kit/shared/screen";
import { wechatAccountScreen } from "./account";
import { wechatMenuScreen } from "./menu";

export const WECHAT_LISTS: AnyScreen[] = [wechatAccountScreen];
export const WECHAT_FORMS: FormScreenSpec[] = [wechatMenuScreen];
