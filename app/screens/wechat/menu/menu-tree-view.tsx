/**
 * 公众号菜单's draft as a tree (ADR 026): each node with its plain-form actions (编辑 and 添加 open
 * a dialog on the URL, 删除 asks first there; 上移 and 下移 post at once).
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { useT } from "~/lib/i18n";
import { hasRoom, type MenuButton, type MenuTree, nodeType } from "./menu-tree";

/** One post button of a node (上移, 下移). */
function NodeAction(props: {
  intent: string;
  accountId: string;
  revision: number;
  node: string;
  label: string;
  extra?: Record<string, string>;
  disabled?: boolean;
  danger?: boolean;
  nodeName: string;
}) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="account" value={props.accountId} />
      <input type="hidden" name="node" value={props.node} />
      <input type="hidden" name="revision" value={props.revision} />
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        disabled={props.disabled}
        aria-label={`${props.label} ${props.nodeName}`}
        className={props.danger ? "text-destructive" : undefined}
      >
        {props.label}
      </Button>
    </Form>
  );
}

function NodeRow(props: {
  node: MenuButton;
  path: string;
  index: number;
  count: number;
  base: string;
  accountId: string;
  revision: number;
  editable: boolean;
  sub: boolean;
}) {
  const t = useT();
  const { node, path } = props;
  const type = nodeType(node);
  const target = node.type === "click" ? node.key : node.url;
  return (
    <div className="flex flex-wrap items-center gap-2 py-1.5">
      <span className={props.sub ? "ps-6 text-sm" : "font-medium"}>{node.name}</span>
      <span className="text-muted-foreground text-xs">
        {t(`wechat.menu.types.${type}`)}
        {target ? ` · ${target}` : ""}
      </span>
      {props.editable ? (
        <span className="ms-auto flex flex-wrap items-center gap-1">
          <Link
            to={`${props.base}&op=edit&node=${path}`}
            preventScrollReset
            className={buttonVariants({ variant: "ghost", size: "sm" })}
            aria-label={`${t("wechat.menu.edit")} ${node.name}`}
          >
            {t("wechat.menu.edit")}
          </Link>
          {(["up", "down"] as const).map((by) => (
            <NodeAction
              key={by}
              intent="move-node"
              accountId={props.accountId}
              revision={props.revision}
              node={path}
              extra={{ by }}
              label={t(`wechat.menu.${by}`)}
              disabled={props.index === (by === "up" ? 0 : props.count - 1)}
              nodeName={node.name}
            />
          ))}
          <Link
            to={`${props.base}&op=delete&node=${path}`}
            preventScrollReset
            className={buttonVariants({ variant: "ghost", size: "sm", className: "text-destructive" })}
            aria-label={`${t("kit.delete")} ${node.name}`}
          >
            {t("kit.delete")}
          </Link>
        </span>
      ) : null}
    </div>
  );
}

export function MenuTreeView(props: {
  tree: MenuTree;
  base: string;
  accountId: string;
  revision: number;
  editable: boolean;
}) {
  const t = useT();
  const { tree } = props;
  return (
    <ul className="divide-y" aria-label={t("wechat.menu.treeLabel")}>
      {tree.button.length === 0 ? (
        <li className="text-muted-foreground py-2 text-sm">{t("wechat.menu.empty")}</li>
      ) : null}
      {tree.button.map((top, i) => (
        <li key={`${i}-${top.name}`} className="py-1">
          <NodeRow
            node={top}
            path={String(i)}
            index={i}
            count={tree.button.length}
            base={props.base}
            accountId={props.accountId}
            revision={props.revision}
            editable={props.editable}
            sub={false}
          />
          {top.sub_button?.length ? (
            <ul aria-label={top.name}>
              {top.sub_button.map((sub, j) => (
                <li key={`${j}-${sub.name}`}>
                  <NodeRow
                    node={sub}
                    path={`${i}.${j}`}
                    index={j}
                    count={top.sub_button!.length}
                    base={props.base}
                    accountId={props.accountId}
                    revision={props.revision}
                    editable={props.editable}
                    sub
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {props.editable && hasRoom(tree, i) ? (
            <Link
              to={`${props.base}&op=add&parent=${i}`}
              preventScrollReset
              className="text-primary ps-6 text-sm underline"
            >
              {t("wechat.menu.addSub", { name: top.name })}
            </Link>
          ) : null}
        </li>
      ))}
      {props.editable && hasRoom(tree, null) ? (
        <li className="pt-2">
          <Link
            to={`${props.base}&op=add`}
            preventScrollReset
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("wechat.menu.addTop")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
