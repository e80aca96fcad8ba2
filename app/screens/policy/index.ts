/**
 * Every descriptor of 政策配置 (费率模板, 政策列表; ADR 020): for the kit's routes that serve a screen
 * by its path and for checks that must hold for each screen (their texts exist in both languages).
 */
import type { AnyScreen } from "~/kit/shared/screen";
import { policyInfoScreen } from "./policy-info";
import { rateTemplateScreen } from "./rate-template";

export const POLICY_LISTS: AnyScreen[] = [rateTemplateScreen, policyInfoScreen];
