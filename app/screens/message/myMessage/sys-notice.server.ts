/**
 * 系统通知's writing side (ADR 024): 发布通知 (intent create, sys_msg_add) and 删除 (intent
 * delete, sys_msg_delete) are the kit's described intents over sys/msg/submit and remove: the
 * button checked on the server, the form validated by its descriptor with the sensitive-word
 * check, every typed value echoed with the errors by field, 操作成功 after.
 */
import type { RouterContextProvider } from "react-router";
import { screenAction } from "~/kit/server/described.server";
import { readForm } from "~/server/read-form.server";
import { MESSAGE_LISTS } from "./screen";

const PUBLISH_INTENTS = new Set(["create", "delete"]);

/** Whether a post to 系统通知 is a publish or delete (read without consuming the request's body). */
export async function isPublishIntent(request: Request): Promise<boolean> {
  const intent = (await readForm(request.clone() as Request)).get("intent");
  return typeof intent === "string" && PUBLISH_INTENTS.has(intent);
}

export function sysNoticeAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return screenAction(MESSAGE_LISTS.system, args);
}
