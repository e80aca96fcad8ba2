/**
 * 用户管理 on the server: rows marked with the operator's data scope (ADR 009), the department
 * filter limited to it, role and post choices while a form is open; the console's own scope
 * check before every change; 重置密码 for a row or a selection, after a confirmation. The role
 * a role-limited operator may not change (disabled field user.roleId) is dropped by saveForm.
 */
import { system, user } from "@contract";
import { z } from "zod";
import { batchAction, collectIds, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, readScreenQuery, rowReader } from "~/kit/server/described.server";
import { children, fetchDetail, fetchPage, fetchRows, text } from "~/kit/server/page.server";
import { backendParams } from "~/kit/server/query.server";
import { mobileField, optionalText, requiredText } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { deptOptions } from "~/screens/system/dept/screen.server";
import { blanks } from "~/screens/_shared/system/org-form.server";
import { type Choice, type User, userScreen } from "./screen";
import { loadUserScope, manages, outOfScope, type UserScope } from "./user-scope.server";

const toUser = rowReader(userScreen);

/** The tenant's roles as choices, in tree order (system.role.tree). */
async function roleChoices(operator: Operator): Promise<Choice[]> {
  const out: Choice[] = [];
  const walk = (nodes: Record<string, unknown>[], depth: number) => {
    for (const node of nodes) {
      const id = text(node.id);
      if (!id || depth > 8) continue;
      out.push({ value: id, label: `${"　".repeat(depth)}${text(node.title) || id}` });
      walk(children(node.children), depth + 1);
    }
  };
  try {
    walk(children(await operator.api.call(system.role.tree)), 0);
  } catch {
    // The form still opens; the role select is then empty.
  }
  return out;
}

async function postChoices(operator: Operator): Promise<Choice[]> {
  const rows = await fetchRows(operator, system.post.select, {}, (row) => {
    const id = text(row.id);
    return id ? { value: id, label: text(row.postName) || id } : null;
  });
  return rows.value;
}

type Extra = { depts: Choice[]; roles: Choice[]; posts: Choice[] };

export function userLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<User, Extra> => {
    const formOpen = query.dialog === "create" || query.dialog === "edit";
    // The scope for showing rows; when it cannot be had, no row offers a change (the backend decides anyway).
    const scope: Promise<UserScope> = loadUserScope(operator).catch(() => ({
      all: false,
      depts: new Set<string>(),
      roles: new Set<string>(),
    }));
    const withScope = async <T extends User | null>(row: T): Promise<T> =>
      row ? { ...row, manageable: manages(await scope, row) } : row;
    return {
      list: (q) => fetchPageWithScope(operator, q, withScope),
      detail: (id) =>
        fetchDetail(operator, user.detail, { id }, toUser).then(async (loaded) => ({
          ...loaded,
          value: await withScope(loaded.value),
        })),
      // Only a user the operator may change gets an edit form with its phone and e-mail whole (ADR 029).
      editable: (row) => row.manageable !== false,
      extra: (async () => {
        const [depts, roles, posts] = await Promise.all([
          deptOptions(operator),
          formOpen ? roleChoices(operator) : Promise.resolve([]),
          formOpen ? postChoices(operator) : Promise.resolve([]),
        ]);
        // The department filter offers only the departments the operator's scope holds.
        const { all, depts: inScope } = await scope;
        const offered = all ? depts : depts.filter((d) => inScope.has(d.value));
        const top = Math.min(...offered.map((d) => d.depth));
        return {
          depts: offered.map((d) => ({ value: d.value, label: `${"　".repeat(d.depth - top)}${d.label}` })),
          roles,
          posts,
        };
      })(),
    };
  };
}

async function fetchPageWithScope(operator: Operator, query: ListQuery, withScope: (row: User) => Promise<User>) {
  const list = await fetchPage(operator, user.page, backendParams(query), query, toUser);
  return { ...list, value: { ...list.value, records: await Promise.all(list.value.records.map(withScope)) } };
}

const idText = z.string().regex(/^\d{1,32}$/, "kit.validation.choice");

/** Several ids (repeated form values), sent comma-joined as BladeX keeps them; none is "". */
const idList = z
  .preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(idText).max(50),
  )
  .transform((ids) => [...new Set(ids)].join(","));

const userSchema = z.object({
  id: idText.optional(),
  account: requiredText(45).regex(/^[\w.@-]+$/, "system.user.accountFormat"),
  password: z
    .string({ error: "kit.validation.required" })
    .min(6, "system.user.passwordLength")
    .max(20, "system.user.passwordLength"),
  realName: requiredText(45),
  phone: mobileField(userScreen.texts),
  email: optionalText(100).refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "system.user.emailFormat"),
  sex: z.enum(["1", "2"], { error: "kit.validation.choice" }).optional(),
  roleId: idList,
  deptId: idText.optional(),
  postId: idList,
});

/**
 * The console's own data-scope check before a change reaches the backend (ADR 009): the user
 * as stored (when `id` names one) and, for a save, what the save would make of it.
 */
async function requireManaged(
  operator: Operator,
  id: string | null,
  next?: { deptId?: string; roleId?: string },
): Promise<void> {
  const scope = await loadUserScope(operator);
  if (scope.all) return;
  // The backend refuses to show a user outside the scope (code 403): that is the same answer.
  const stored = id
    ? await operator.api.call(user.detail, { query: { id } }).catch((error: unknown) => {
        throw error instanceof BackendError && error.code === 403 ? outOfScope() : error;
      })
    : null;
  const current = stored && "id" in stored ? { deptId: text(stored.deptId), roleId: text(stored.roleId) } : null;
  if (id && (!current || !manages(scope, current))) throw outOfScope();
  if (
    next &&
    !manages(scope, { deptId: next.deptId ?? current?.deptId ?? "", roleId: next.roleId ?? current?.roleId ?? "" })
  ) {
    throw outOfScope();
  }
}

const resetPassword = (operator: Operator): IntentHandler => ({
  permission: "user_reset",
  run: (ctx) =>
    batchAction(ctx, {
      resolveAll: () => {
        const { current: _c, size: _s, ...params } = backendParams(readScreenQuery(userScreen, ctx.request));
        return collectIds(operator, user.page, params);
      },
      runOne: async (id) => {
        await requireManaged(operator, id);
        return operator.api.call(user.resetPassword, { query: { userIds: id } });
      },
    }),
});

export const userActions: ActionOptions = {
  schema: { create: userSchema.omit({ id: true }), update: userSchema.omit({ password: true }).required({ id: true }) },
  send: async (value, operator, intent) => {
    if (intent === "create") {
      await requireManaged(operator, null, { deptId: String(value.deptId ?? ""), roleId: String(value.roleId ?? "") });
      return operator.api.call(user.submit, { json: value });
    }
    // Emptied optional fields are cleared (the role is kept: a user needs one to sign in).
    const json = { ...blanks(operator, "user", ["email", "sex", "deptId", "postId"]), ...value };
    await requireManaged(operator, String(value.id ?? ""), {
      deptId: json.deptId as string | undefined,
      roleId: json.roleId as string | undefined,
    });
    return operator.api.call(user.update, { json });
  },
  remove: async (id, operator) => {
    await requireManaged(operator, id);
    return operator.api.call(user.remove, { query: { ids: id } });
  },
  intents: (operator) => ({ "reset-password": resetPassword(operator) }),
};
