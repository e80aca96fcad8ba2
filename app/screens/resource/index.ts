/** Every descriptor of 资源管理 (对象存储, 附件管理; ADR 027). */
import type { AnyScreen } from "~/kit/shared/screen";
import { attachScreen } from "./attach";
import { ossScreen } from "./oss";

export const RESOURCE_LISTS: AnyScreen[] = [ossScreen, attachScreen];
