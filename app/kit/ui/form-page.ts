import type { Flash } from "~/kit/server/flash.server";
import type { FormMessageView, Messages } from "~/lib/i18n";

/**
 * What a one-form page's loader returns besides its own record (通用设置, 门店分账, 渠道配置…):
 * why the record could not be read, the one-time message after a save, and the page's texts.
 */
export type FormPageData = {
  loadError: FormMessageView | null;
  flash: Flash | null;
  messages: Partial<Messages>;
};
