/**
 * 平台公告 on the edge (ADR 024): the departments an operator may announce to (their own and
 * those below, from the dept tree), the form's schemas (新增 names departments, 修改 only the
 * title and content), and how each reaches the backend: 新增 is one msgCenter.platformInfo.batchSubmit
 * with every chosen department, checked against the operator's subtree here first (the backend
 * checks it again).
 */
import { msgCenter, system } from "@contract";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { ActionRefused } from "~/kit/server/action.server";
import { loadScreen, screenAction } from "~/kit/server/described.server";
import { children, settle, text } from "~/kit/server/page.server";
import { backendId, requiredText, rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { operatorContext } from "~/server/auth.server";
import { platformInfoScreen } from "./screen";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A department the operator may choose, indented by its depth below their own. */
export type DeptChoice = { value: string; label: string };

const split = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The operator's own departments and everything below them, in tree order (system.dept.tree). */
export async function scopedDepts(operator: Operator): Promise<DeptChoice[]> {
  const loaded = await settle(operator.api.call(system.dept.tree), []);
  const own = new Set(split(operator.record.user.deptId));
  const out: DeptChoice[] = [];
  const walk = (nodes: Record<string, unknown>[], depth: number | null, level: number) => {
    for (const node of nodes) {
      const id = text(node.id);
      if (!id || level > 16) continue;
      const inside = depth !== null ? depth : own.has(id) ? 0 : null;
      if (inside !== null) out.push({ value: id, label: `${"　".repeat(inside)}${text(node.title) || id}` });
      walk(children(node.children), inside === null ? null : inside + 1, level + 1);
    }
  };
  walk(children(loaded.value), null, 0);
  return out;
}

/** Repeated checkbox values (or one) as a list. */
const deptList = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(backendId).min(1, "kit.validation.required").max(50, "kit.validation.tooLong"),
);

const content = requiredText(2000);
const schemas = {
  create: z.object({ deptIds: deptList, title: requiredText(100), content }),
  update: z.object({ id: rowIdField, title: requiredText(100), content }),
};

export function loadPlatformInfo(args: Args) {
  const operator = args.context.get(operatorContext);
  return loadScreen(platformInfoScreen, args, { extra: scopedDepts(operator).then((depts) => ({ depts })) });
}

export function platformInfoAction(args: Args) {
  return screenAction(platformInfoScreen, args, {
    schema: schemas,
    send: async (value, operator, intent) => {
      if (intent === "update") {
        return operator.api.call(msgCenter.platformInfo.submit, {
          json: { id: String(value.id), title: String(value.title), content: String(value.content) },
        });
      }
      const chosen = (value.deptIds as string[] | undefined) ?? [];
      const held = new Set((await scopedDepts(operator)).map((d) => d.value));
      if (chosen.some((id) => !held.has(id))) throw new ActionRefused({ key: "messages.platformInfo.outOfScope" });
      return operator.api.call(msgCenter.platformInfo.batchSubmit, {
        json: { title: String(value.title), content: String(value.content), deptIds: chosen },
      });
    },
  });
}
