import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import type { KitActionData } from "~/kit/server/action.server";
import { messageText, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { GrantNode, GrantView } from "./screen";
import { DialogButtons, FormError } from "~/kit/ui/form-parts";

/** Every node's descendants and parent, for ticking a branch at once. */
function useTreeIndex(tree: GrantNode[]) {
  return useMemo(() => {
    const below = new Map<string, string[]>();
    const parent = new Map<string, string>();
    const walk = (node: GrantNode): string[] => {
      const ids: string[] = [];
      for (const child of node.children) {
        parent.set(child.id, node.id);
        ids.push(child.id, ...walk(child));
      }
      below.set(node.id, ids);
      return ids;
    };
    tree.forEach(walk);
    return { below, parent };
  }, [tree]);
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * 权限设置 on the role list's URL (`?grant=<roleId>`): the grant tree as nested checkboxes named
 * `menuIds` in a plain post form (intent "grant"), so it works without JavaScript. Once
 * hydrated, ticking an item ticks everything below it and the items above it, unticking clears
 * everything below; a partly granted branch shows as mixed.
 */
export function GrantDialog(props: {
  grant: GrantView | "forbidden";
  state: KitActionData | undefined;
  closeHref: string;
}) {
  const t = useT();
  const { grant } = props;
  const title = t("system.role.grant");
  if (grant === "forbidden" || !grant.found || grant.error !== null) {
    const message =
      grant === "forbidden" ? t("kit.forbidden") : grant.error ? messageText(t, grant.error) : t("kit.notFound");
    return <NoticeDialog title={title} closeHref={props.closeHref} message={message || t("kit.notFound")} />;
  }
  return (
    <UrlDialog
      title={`${title} · ${grant.roleName}`}
      description={t("system.role.grantHint")}
      closeHref={props.closeHref}
      size="lg"
    >
      <GrantForm key={grant.roleId} grant={grant} state={props.state} closeHref={props.closeHref} />
    </UrlDialog>
  );
}

function GrantForm(props: { grant: GrantView; state: KitActionData | undefined; closeHref: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "grant";
  const own = props.state?.intent === "grant" ? props.state : undefined;
  const [checked, setChecked] = useState(() => new Set(own ? asList(own.values.menuIds) : props.grant.checked));
  const index = useTreeIndex(props.grant.tree);

  const partial = (id: string) => {
    const below = index.below.get(id) ?? [];
    const ticked = below.filter((d) => checked.has(d)).length;
    return ticked > 0 && (ticked < below.length || !checked.has(id));
  };
  const toggle = (id: string, on: boolean) => {
    setChecked((current) => {
      const next = new Set(current);
      for (const d of [id, ...(index.below.get(id) ?? [])]) {
        if (on) next.add(d);
        else next.delete(d);
      }
      if (on) for (let up = index.parent.get(id); up; up = index.parent.get(up)) next.add(up);
      return next;
    });
  };

  const item = (node: GrantNode) => (
    <label className="hover:bg-accent inline-flex items-center gap-1.5 rounded px-1.5 py-0.5">
      <input
        type="checkbox"
        name="menuIds"
        value={node.id}
        checked={checked.has(node.id)}
        ref={(el) => {
          if (el) el.indeterminate = partial(node.id);
        }}
        // A mixed branch ticks fully on the first click.
        onChange={(event) => toggle(node.id, partial(node.id) || event.currentTarget.checked)}
        className="accent-primary size-4"
      />
      {node.title}
    </label>
  );
  const branch = (nodes: GrantNode[], depth: number): React.ReactNode => {
    // Leaves side by side (a screen's buttons), branches one under another.
    const leaves = nodes.every((n) => n.children.length === 0);
    return (
      <ul
        className={cn(
          depth > 0 && "border-muted ms-3 border-s ps-3",
          leaves ? "flex flex-wrap gap-x-2" : "grid gap-0.5",
        )}
      >
        {nodes.map((node) => (
          <li key={node.id}>
            {item(node)}
            {node.children.length ? branch(node.children, depth + 1) : null}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Form method="post" preventScrollReset className="grid gap-4">
      <input type="hidden" name="intent" value="grant" />
      <input type="hidden" name="id" value={props.grant.roleId} />
      <FormError message={own?.formError} />
      <div
        role="group"
        aria-label={t("system.role.menus")}
        className="max-h-[60vh] overflow-y-auto rounded-md border p-3 text-sm"
      >
        {props.grant.tree.length ? (
          branch(props.grant.tree, 0)
        ) : (
          <p className="text-muted-foreground">{t("kit.empty")}</p>
        )}
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("kit.selected", { count: checked.size })}
      </p>
      <DialogButtons cancelHref={props.closeHref} busy={busy} label={t("kit.save")} />
    </Form>
  );
}
