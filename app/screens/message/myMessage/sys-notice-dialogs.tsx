/**
 * 系统通知's publishing parts (ADR 024): the 发布通知 link in the header, 删除 on each row, and
 * their dialogs on the list's URL (`?dialog=create`, `?dialog=delete&id=…`): the kit's form from
 * the descriptor's fields and its delete confirmation, plain forms that work without JavaScript.
 */
import type { KitActionData } from "~/kit/server/action.server";
import { listHref, type ListQuery } from "~/kit/shared/query";
import { DeleteForm, EntityForm } from "~/kit/ui/entity-form";
import { CreateLink, RowLink } from "~/kit/ui/list-actions";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { useDescribedFields } from "~/kit/ui/described-screen";
import { usePermissions } from "~/kit/ui/use-permissions";
import { messageText, useT } from "~/lib/i18n";
import type { FormMessageView } from "~/lib/i18n";
import { type Message, MESSAGE_LISTS } from "./screen";

const spec = MESSAGE_LISTS.system;
const BUTTONS = { publish: "sys_msg_add", remove: "sys_msg_delete" } as const;

/** Whether a post answered with the kit's form state (a publish or delete that failed). */
export function isKitState(state: unknown): state is KitActionData {
  return typeof state === "object" && state !== null && "fieldErrors" in state;
}

export function PublishLink(props: { query: ListQuery }) {
  const t = useT();
  const { can } = usePermissions();
  if (!can(BUTTONS.publish)) return null;
  return (
    <CreateLink
      to={listHref(spec.path, props.query, { dialog: "create", id: null })}
      label={t("messages.publish.button")}
    />
  );
}

/** 删除 in a notice's row (for operators with sys_msg_delete). */
export function useNoticeRowActions(query: ListQuery): ((message: Message) => React.ReactNode) | undefined {
  const t = useT();
  const { can } = usePermissions();
  if (!can(BUTTONS.remove)) return undefined;
  return (message) => (
    <RowLink
      to={listHref(spec.path, query, { dialog: "delete", id: message.id })}
      label={t("kit.delete")}
      tone="danger"
      rowLabel={message.title}
    />
  );
}

export function SysNoticeDialogs(props: {
  query: ListQuery;
  row: { value: Message | null; error: FormMessageView | null } | null;
  state: KitActionData | undefined;
}) {
  const t = useT();
  const { can } = usePermissions();
  const fields = useDescribedFields({ ...spec, fields: spec.fields ?? {} }, "create");
  const { dialog } = props.query;
  const closeHref = listHref(spec.path, props.query, { dialog: null, id: null });
  if (dialog === "create") {
    const title = t("messages.publish.button");
    if (!can(BUTTONS.publish)) return <NoticeDialog title={title} closeHref={closeHref} message={t("kit.forbidden")} />;
    return (
      <UrlDialog title={title} closeHref={closeHref} size="lg">
        <EntityForm
          intent="create"
          fields={fields}
          initial={{ title: "", msgType: "1", content: "" }}
          state={props.state}
          closeHref={closeHref}
          menuCode={spec.menuCode}
          submitLabel={t("messages.publish.submit")}
        />
      </UrlDialog>
    );
  }
  if (dialog !== "delete") return null;
  const row = props.row?.value ?? null;
  if (!can(BUTTONS.remove) || !row) {
    const message = !can(BUTTONS.remove)
      ? t("kit.forbidden")
      : props.row?.error
        ? messageText(t, props.row.error)
        : t("kit.notFound");
    return <NoticeDialog title={t("kit.confirmTitle")} closeHref={closeHref} message={message} />;
  }
  return (
    <UrlDialog
      title={t("kit.confirmTitle")}
      description={t("messages.publish.confirmDelete", { label: row.title })}
      closeHref={closeHref}
      size="sm"
    >
      <DeleteForm id={row.id} state={props.state} closeHref={closeHref} />
    </UrlDialog>
  );
}
