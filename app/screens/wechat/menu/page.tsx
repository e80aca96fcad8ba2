/**
 * 公众号菜单's page (ADR 026): the account picker (a GET form), the menu's state (已发布 / 有未发布的修改)
 * with 发布, the draft as a tree whose every node has plain-form actions (编辑 and 添加 open a
 * dialog on the URL, 删除 asks first there; 上移 and 下移 post at once), and the phone's menu bar as a CSS preview.
 * Without wechat_menu_edit the tree is read-only.
 */
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import type { KitActionData } from "~/kit/server/action.server";
import { useDescribedFields } from "~/kit/ui/described-screen";
import { EntityForm } from "~/kit/ui/entity-form";
import { ActionError, FlashToast, ScreenHeader } from "~/kit/ui/list-actions";
import { OpConfirm, OpMissing, StateBadge } from "~/kit/ui/row-ops";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { type FormMessageView, type Messages, useT } from "~/lib/i18n";
import { type MenuOp, type NodeOp, wechatMenuScreen as spec } from "./screen";
import { MenuPreview } from "./menu-preview";
import { MenuTreeView } from "./menu-tree-view";
import type { AccountChoice, MenuState } from "./screen.server";
import { type MenuTree, nodeAt, nodeType } from "./menu-tree";

export type WechatMenuData = {
  accounts: AccountChoice[];
  account: AccountChoice | null;
  missing: boolean;
  menu: MenuState | null;
  op: MenuOp | null;
  loadError: FormMessageView | null;
  flash: (FormMessageView & { tone?: "success" | "error" }) | null;
  messages: Partial<Messages>;
};

type Props = { data: WechatMenuData; actionData?: KitActionData };

const TREE_INTENTS = new Set(["move-node", "publish"]);

export function MenuBody({ data, actionData }: Props) {
  const t = useT();
  const { can } = usePermissions();
  const editable = can("wechat_menu_edit");
  const { account, menu } = data;
  const base = account ? `${spec.path}?account=${encodeURIComponent(account.id)}` : spec.path;
  const treeError = actionData && TREE_INTENTS.has(actionData.intent) ? actionData.formError : null;
  return (
    <div className="grid gap-4">
      <ScreenHeader title={t("menu.wechatMenu")} />
      <FlashToast flash={data.flash} />
      {data.loadError ? <ActionError message={data.loadError} /> : null}
      <AccountPicker accounts={data.accounts} selected={account?.id ?? ""} />
      {data.accounts.length === 0 && !data.loadError ? (
        <p className="text-muted-foreground rounded-xl border p-6 text-sm">
          {t("wechat.menu.noAccounts")}{" "}
          <Link to="/wechat/account" className="text-primary underline">
            {t("menu.wechatAccount")}
          </Link>
        </p>
      ) : null}
      {data.missing ? <ActionError message={{ key: "wechat.menu.accountGone" } as FormMessageView} /> : null}
      {account && menu ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
          <section
            aria-labelledby="wechat-menu-tree"
            className="bg-card grid content-start gap-4 rounded-xl border p-4"
          >
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="wechat-menu-tree" className="font-medium">
                {t("wechat.menu.treeTitle", { name: account.name })}
              </h2>
              <PublishState menu={menu} />
              {editable ? <PublishButton accountId={account.id} revision={menu.revision} /> : null}
            </div>
            <FormAlert message={treeError} />
            <MenuTreeView
              tree={menu.draft}
              base={base}
              accountId={account.id}
              revision={menu.revision}
              editable={editable}
            />
          </section>
          <MenuPreview tree={menu.draft} />
        </div>
      ) : null}
      {account && menu && data.op && editable ? (
        data.op.op === "delete" ? (
          <DeleteNode
            path={data.op.path}
            tree={menu.draft}
            base={base}
            accountId={account.id}
            revision={menu.revision}
            actionData={actionData}
          />
        ) : (
          <NodeDialog
            op={data.op}
            tree={menu.draft}
            base={base}
            accountId={account.id}
            revision={menu.revision}
            actionData={actionData}
          />
        )
      ) : null}
    </div>
  );
}

function AccountPicker(props: { accounts: AccountChoice[]; selected: string }) {
  const t = useT();
  if (props.accounts.length === 0) return null;
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1 text-sm">
        <label htmlFor="wechat-menu-account">{t("wechat.menu.account")}</label>
        <select
          id="wechat-menu-account"
          name="account"
          defaultValue={props.selected}
          className="border-input bg-background h-9 min-w-64 rounded-md border px-3 text-sm"
        >
          {props.accounts.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name}（${a.appId}）`}</option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        {t("wechat.menu.show")}
      </Button>
    </Form>
  );
}

function PublishState({ menu }: { menu: MenuState }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {menu.changed ? (
        <StateBadge tone="warning" label={t("wechat.menu.changed")} />
      ) : menu.published ? (
        <StateBadge tone="success" label={t("wechat.menu.isPublished")} />
      ) : (
        <StateBadge tone="muted" label={t("wechat.menu.never")} />
      )}
      {menu.published ? (
        <span className="text-muted-foreground">
          {t("wechat.menu.publishInfo", { version: menu.version, time: menu.publishTime, user: menu.publishUserName })}
        </span>
      ) : null}
    </span>
  );
}

function PublishButton({ accountId, revision }: { accountId: string; revision: number }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "publish";
  return (
    <Form method="post" preventScrollReset className="ms-auto">
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="account" value={accountId} />
      <input type="hidden" name="revision" value={revision} />
      <Button type="submit" disabled={busy}>
        {busy ? t("kit.working") : t("wechat.menu.publish")}
      </Button>
    </Form>
  );
}

const TYPE_FIELDS = [
  "[&:has(option:is([value=sub],[value=view],[value=miniprogram]):checked)_div:has(>[name=key])]:hidden",
  "[&:has(option:is([value=sub],[value=click]):checked)_div:has(>[name=url])]:hidden",
  "[&:has(option:is([value=sub],[value=click],[value=view]):checked)_div:has(>:is([name=appid],[name=pagepath]))]:hidden",
].join(" ");

/** What the menu's dialogs are given: the tree, the list to return to, the account and the revision they change. */
type DialogProps = {
  tree: MenuTree;
  base: string;
  accountId: string;
  revision: number;
  actionData?: KitActionData;
};

function NodeDialog(props: DialogProps & { op: NodeOp }) {
  const t = useT();
  const fields = useDescribedFields(spec);
  const { op } = props;
  const node = op.op === "edit" ? nodeAt(props.tree, op.path) : null;
  const sub = op.op === "edit" ? op.path.length === 2 : op.parent !== null;
  const shown = sub
    ? fields.map((f) => (f.name === "type" ? { ...f, options: f.options?.filter((o) => o.value !== "sub") } : f))
    : fields;
  const title =
    op.op === "add" ? t(sub ? "wechat.menu.addSubTitle" : "wechat.menu.addTop") : t("wechat.menu.editTitle");
  if (op.op === "edit" && !node) return null;
  const initial = node
    ? {
        name: node.name,
        type: nodeType(node),
        key: node.key ?? "",
        url: node.url ?? "",
        appid: node.appid ?? "",
        pagepath: node.pagepath ?? "",
      }
    : { name: "", type: sub ? "click" : "sub", key: "", url: "", appid: "", pagepath: "" };
  const hidden: Record<string, string> = {
    account: props.accountId,
    revision: String(props.revision),
    ...(op.op === "edit" ? { node: op.path.join(".") } : op.parent !== null ? { parent: String(op.parent) } : {}),
  };
  return (
    <UrlDialog
      title={title}
      closeHref={props.base}
      size="lg"
      description={t(sub ? "wechat.menu.subLimits" : "wechat.menu.topLimits")}
    >
      {/* Only the chosen type's fields show (CSS :has, so without JavaScript too); the others post but are ignored. */}
      <div className={TYPE_FIELDS}>
        <EntityForm
          intent={op.op === "add" ? "add-node" : "edit-node"}
          fields={shown}
          initial={initial}
          state={props.actionData}
          closeHref={props.base}
          menuCode={spec.menuCode}
          hidden={hidden}
          submitLabel={t("kit.save")}
        />
      </div>
    </UrlDialog>
  );
}

function DeleteNode(props: DialogProps & { path: readonly number[] }) {
  const t = useT();
  const node = nodeAt(props.tree, props.path);
  if (!node) return <OpMissing title={t("kit.delete")} closeHref={props.base} />;
  const subs = node.sub_button?.length ?? 0;
  return (
    <OpConfirm
      title={t("kit.delete")}
      closeHref={props.base}
      intent="delete-node"
      fields={{ account: props.accountId, node: props.path.join("."), revision: String(props.revision) }}
      message={
        subs
          ? t("wechat.menu.deleteWithSubs", { name: node.name, count: subs })
          : t("wechat.menu.deleteAsk", { name: node.name })
      }
      confirmLabel={t("kit.delete")}
      actionData={props.actionData}
      danger
    />
  );
}
