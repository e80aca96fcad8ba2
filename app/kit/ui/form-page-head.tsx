/** The top of a one-form page (通用设置, 机构主题, 设备租户配置…), above its sections. */
import { FlashToast } from "./flash-toast";
import type { FormPageData } from "./form-page";
import { ActionError, ScreenHeader } from "./list-actions";

/** The page's title, what it sets (when it says), the last save's message and why its record could not be read. */
export function FormPageHead(props: { title: string; description?: string; data: FormPageData }) {
  return (
    <>
      <ScreenHeader title={props.title} />
      {props.description ? <p className="text-muted-foreground text-sm">{props.description}</p> : null}
      <FlashToast flash={props.data.flash} />
      {props.data.loadError ? <ActionError message={props.data.loadError} /> : null}
    </>
  );
}
