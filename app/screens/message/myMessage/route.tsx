import { data } from "react-router";
import { readFlash } from "~/kit/server/flash.server";
import { loadMessages, messageKind, messagesAction } from "./screen.server";
import { isPublishIntent, sysNoticeAction } from "./sys-notice.server";
import { MessagesScreen } from "./page";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/route";

/** 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice): one module, told apart by path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadMessages(request, context.get(operatorContext));
  const title = getInstance(context).t(list.kind === "system" ? "menu.sysNotice" : "menu.myMessage");
  // 操作成功 after 发布通知 or 删除 (the kit's one-time flash).
  const { flash, headers } = await readFlash(request);
  return data({ ...list, title, flash }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  if (messageKind(request) === "system" && (await isPublishIntent(request))) return sysNoticeAction(args);
  return messagesAction(request, context.get(operatorContext));
}
export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title ?? "消息中心" }];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagesScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";
