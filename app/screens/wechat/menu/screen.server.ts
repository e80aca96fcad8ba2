/**
 * 公众号菜单 on the server (ADR 026). The loader: the tenant's accounts (the select), the chosen
 * one's menu (draft, published version and time, whether they differ) and the node dialog on the
 * URL. The intents, each needing wechat_menu_edit: add-node, edit-node (the node's form, checked by
 * zod with WeChat's limits in UTF-8 bytes), delete-node, move-node, each saving the whole draft
 * through menu/submit; publish (menu/publish, whose refusal is shown as it says).
 */
import { wechat } from "@contract";
import type { RouterContextProvider } from "react-router";
import { answer, type IntentContext, messageView, screenIntents } from "~/kit/server/action.server";
import { formSchema } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { settle, text } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import type { FormMessageView } from "~/lib/i18n";
import { type Operator, operatorContext } from "~/server/auth.server";
import { isWebUrl } from "../../../../shared/wechat-menu";
import { type MenuOp, wechatMenuScreen } from "./screen";
import {
  addNode,
  editNode,
  type MenuButton,
  type MenuTree,
  MENU_LIMITS,
  moveNode,
  nodeAt,
  parsePath,
  removeNode,
  utf8Bytes,
} from "./menu-tree";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const T = "wechat.menu";
const EDIT = "wechat_menu_edit";

export type AccountChoice = { id: string; name: string; appId: string };
export type MenuState = {
  draft: MenuTree;
  published: MenuTree | null;
  version: number;
  revision: number;
  publishTime: string;
  publishUserName: string;
  draftTime: string;
  changed: boolean;
};

function readTree(raw: unknown): MenuTree {
  const buttons =
    raw && typeof raw === "object" && Array.isArray((raw as MenuTree).button) ? (raw as MenuTree).button : [];
  return { button: buttons.filter((b) => b && typeof b === "object") };
}

function readMenu(raw: unknown): MenuState {
  const o = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  return {
    draft: readTree(o.draft),
    published: o.published ? readTree(o.published) : null,
    version: Number(o.version) || 0,
    revision: Number(o.revision) || 0,
    publishTime: text(o.publishTime),
    publishUserName: text(o.publishUserName),
    draftTime: text(o.draftTime),
    changed: Boolean(o.changed),
  };
}

async function accountChoices(operator: Operator): Promise<AccountChoice[]> {
  const page = await operator.api.call(wechat.account.list, { query: { current: 1, size: 100 } });
  return page.records.map((r) => ({ id: text(r.id), name: text(r.name), appId: text(r.appId) }));
}

const fetchMenu = (operator: Operator, accountId: string) =>
  operator.api.call(wechat.menu.detail, { query: { accountId } }).then(readMenu);

function opOnUrl(url: URL): MenuOp | null {
  const op = url.searchParams.get("op");
  if (op === "add") {
    const parent = url.searchParams.get("parent");
    if (!parent) return { op: "add", parent: null };
    const path = parsePath(parent);
    return path?.length === 1 ? { op: "add", parent: path[0] } : null;
  }
  const path = parsePath(url.searchParams.get("node"));
  if (op === "edit" && path) return { op: "edit", path };
  return op === "delete" && path ? { op: "delete", path } : null;
}

export async function loadWechatMenu({ request, context }: Args) {
  const operator = context.get(operatorContext);
  const url = new URL(request.url);
  const [, accounts] = await Promise.all([requireScreen(context), settle(accountChoices(operator), [])]);
  const asked = url.searchParams.get("account");
  const account = accounts.value.find((a) => a.id === asked) ?? (asked ? null : (accounts.value[0] ?? null));
  const menu = account ? await settle(fetchMenu(operator, account.id), null) : { value: null, error: null };
  return screenData(request, context, wechatMenuScreen, {
    accounts: accounts.value,
    account,
    missing: Boolean(asked && !account && !accounts.error),
    menu: menu.value,
    op: menu.value ? opOnUrl(url) : null,
    loadError: accounts.error ?? menu.error,
  });
}

const base = formSchema(wechatMenuScreen).omit({ id: true });

/** The node's schema at its level: WeChat's limits in bytes, and each type's own fields. */
function nodeSchema(level: 1 | 2) {
  const nameMax = level === 1 ? MENU_LIMITS.topName : MENU_LIMITS.subName;
  return base.superRefine((value, ctx) => {
    const v = value as Record<string, string | undefined>;
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.name && utf8Bytes(v.name) > nameMax)
      issue("name", level === 1 ? `${T}.nameTooLongTop` : `${T}.nameTooLongSub`);
    if (v.type === "sub" && level === 2) issue("type", `${T}.subOnlyTop`);
    if (v.type === "click") {
      if (!v.key) issue("key", "kit.validation.required");
      else if (utf8Bytes(v.key) > MENU_LIMITS.key) issue("key", `${T}.keyTooLong`);
    }
    if (v.type === "view" || v.type === "miniprogram") {
      if (!v.url) issue("url", "kit.validation.required");
      else if (!isWebUrl(v.url)) issue("url", `${T}.urlFormat`);
      else if (utf8Bytes(v.url) > MENU_LIMITS.url) issue("url", `${T}.urlTooLong`);
    }
    if (v.type === "miniprogram") {
      if (!v.appid) issue("appid", "kit.validation.required");
      if (!v.pagepath) issue("pagepath", "kit.validation.required");
    }
  });
}

function toButton(value: Record<string, unknown>): MenuButton {
  const v = value as Record<string, string | undefined>;
  const node: MenuButton = { name: v.name!.trim() };
  if (v.type === "click") Object.assign(node, { type: "click", key: v.key });
  if (v.type === "view") Object.assign(node, { type: "view", url: v.url });
  if (v.type === "miniprogram")
    Object.assign(node, { type: "miniprogram", url: v.url, appid: v.appid, pagepath: v.pagepath });
  return node;
}

const fail = (ctx: IntentContext, message: FormMessageView, fieldErrors: Record<string, FormMessageView> = {}) =>
  answer(ctx, { formError: message, fieldErrors });

/**
 * The account the form names (one of the operator's), its draft, the revision the page showed (a
 * node path means what it meant then only while the draft is that revision), and where to go after.
 */
async function draftOf(ctx: IntentContext) {
  const accountId = String(ctx.formData.get("account") ?? "");
  const menu = await fetchMenu(ctx.operator, accountId);
  const shown = Number(ctx.formData.get("revision") ?? menu.revision);
  return {
    accountId,
    tree: menu.draft,
    revision: menu.revision,
    stale: shown !== menu.revision,
    back: `${wechatMenuScreen.path}?account=${encodeURIComponent(accountId)}`,
  };
}

type Draft = Awaited<ReturnType<typeof draftOf>>;

async function saveDraft(
  ctx: IntentContext,
  draft: Draft,
  tree: MenuTree | null,
): Promise<Response | ReturnType<typeof answer>> {
  if (draft.stale) return fail(ctx, { key: `${T}.stale` });
  if (!tree) return fail(ctx, { key: `${T}.nodeGone` });
  await ctx.operator.api.call(wechat.menu.submit, {
    json: { accountId: draft.accountId, button: tree.button, revision: draft.revision },
  });
  return redirectWithFlash(draft.back, { key: "kit.done", tone: "success" });
}

async function saveNode(ctx: IntentContext, mode: "add" | "edit") {
  const draft = await draftOf(ctx);
  const { tree } = draft;
  if (draft.stale) return fail(ctx, { key: `${T}.stale` });
  const parentPath = parsePath(String(ctx.formData.get("parent") ?? ""));
  const path = parsePath(String(ctx.formData.get("node") ?? ""));
  const level: 1 | 2 = mode === "add" ? (parentPath ? 2 : 1) : path?.length === 2 ? 2 : 1;
  if (mode === "edit" && (!path || !nodeAt(tree, path))) return fail(ctx, { key: `${T}.nodeGone` });
  const parsed = nodeSchema(level).safeParse(
    Object.fromEntries([...ctx.formData].filter(([, v]) => typeof v === "string" && v.trim() !== "")),
  );
  if (!parsed.success) {
    const fieldErrors: Record<string, FormMessageView> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "");
      if (name && !fieldErrors[name]) fieldErrors[name] = messageView(issue.message);
    }
    return answer(ctx, { fieldErrors });
  }
  const node = toButton(parsed.data);
  if (mode === "add") {
    const parent = parentPath?.[0] ?? null;
    const next = addNode(tree, parent, node);
    if (!next) return fail(ctx, { key: parent === null ? `${T}.topFull` : `${T}.subFull` });
    return saveDraft(ctx, draft, next);
  }
  const current = nodeAt(tree, path!)!;
  if (path!.length === 1 && node.type && current.sub_button?.length)
    return answer(ctx, { fieldErrors: { type: { key: `${T}.hasSubs` } as FormMessageView } });
  return saveDraft(ctx, draft, editNode(tree, path!, node));
}

export const wechatMenuAction = (args: Args) =>
  screenIntents(args, () => ({
    "add-node": { permission: EDIT, run: (ctx) => saveNode(ctx, "add") },
    "edit-node": { permission: EDIT, run: (ctx) => saveNode(ctx, "edit") },
    "delete-node": {
      permission: EDIT,
      run: async (ctx) => {
        const draft = await draftOf(ctx);
        const path = parsePath(String(ctx.formData.get("node") ?? ""));
        return saveDraft(ctx, draft, path ? removeNode(draft.tree, path) : null);
      },
    },
    "move-node": {
      permission: EDIT,
      run: async (ctx) => {
        const draft = await draftOf(ctx);
        const path = parsePath(String(ctx.formData.get("node") ?? ""));
        const by = ctx.formData.get("by") === "up" ? -1 : 1;
        return saveDraft(ctx, draft, path ? moveNode(draft.tree, path, by) : null);
      },
    },
    publish: {
      permission: EDIT,
      run: async (ctx) => {
        const accountId = String(ctx.formData.get("account") ?? "");
        const revision = String(ctx.formData.get("revision") ?? "");
        await ctx.operator.api.call(wechat.menu.publish, { query: { accountId, ...(revision ? { revision } : {}) } });
        return redirectWithFlash(`${wechatMenuScreen.path}?account=${encodeURIComponent(accountId)}`, {
          key: `${T}.published`,
          tone: "success",
        });
      },
    },
  }));
