import { loadMessages, messagesAction } from "~/screens/messages/messages.server";
import { MessagesScreen } from "~/screens/messages/messages-page";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/messages";

/** 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice): one module, told apart by path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadMessages(request, context.get(operatorContext));
  const title = getInstance(context).t(list.kind === "system" ? "messages.system" : "messages.mine");
  return { ...list, title };
}

export const action = ({ request, context }: Route.ActionArgs) => messagesAction(request, context.get(operatorContext));
export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title ?? "消息中心" }];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagesScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";
