/**
 * 用户管理 (/system/user): GET /api/cloud-user/page with account, realName, phone and deptId
 * (a select of the tenant's departments) filters, sorting by account, realName or createTime.
 * Create (POST /submit, with a password), edit (POST /update, no password), delete and batch
 * delete (POST /remove?ids=), and 重置密码 (POST /reset-password?userIds=, one row or a batch,
 * always after a confirmation). The role a role-limited operator may not change (disabled
 * field user.roleId) is dropped by saveForm, so a forged value never reaches the backend.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, count, fetchDetail, fetchPage, fetchRows, text } from "~/kit/server/page.server";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { optionalText, requiredText } from "~/kit/server/schema.server";
import { mobileError } from "~/lib/mobile";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { deptOptions } from "~/screens/system/dept.server";
import { blanks } from "~/screens/system/org-form.server";
import type { Choice, User } from "./user";
import { loadUserScope, manages, outOfScope, type UserScope } from "./user-scope.server";

const BASE = "/api/cloud-user";
const SYSTEM = "/api/cloud-system";
const FILTERS = {
  account: textFilter(45),
  realName: textFilter(45),
  phone: textFilter(11),
  deptId: z.string().trim().regex(/^\d{1,32}$/).catch(""),
};
const SORTABLE = ["account", "realName", "createTime"] as const;

function toUser(row: Record<string, unknown>): User | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    account: text(row.account),
    realName: text(row.realName),
    phone: text(row.phone),
    email: text(row.email),
    sex: count(row.sex),
    sexName: text(row.sexName),
    roleId: text(row.roleId),
    roleName: text(row.roleName),
    deptId: text(row.deptId),
    deptName: text(row.deptName),
    postId: text(row.postId),
    postName: text(row.postName),
    tenantName: text(row.tenantName),
    createTime: text(row.createTime),
  };
}

/** The tenant's roles as choices, in tree order (GET /role/tree). */
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
    walk(children(await operator.api.get<unknown>(`${SYSTEM}/role/tree`)), 0);
  } catch {
    // The form still opens; the role select is then empty.
  }
  return out;
}

async function postChoices(operator: Operator): Promise<Choice[]> {
  const rows = await fetchRows(operator, `${SYSTEM}/post/select`, {}, (row) => {
    const id = text(row.id);
    return id ? { value: id, label: text(row.postName) || id } : null;
  });
  return rows.value;
}

/** The scope for showing rows; when it cannot be had, no row offers a change (the backend decides anyway). */
function scopeForDisplay(operator: Operator): Promise<UserScope> {
  return loadUserScope(operator).catch(() => ({ all: false, depts: new Set<string>(), roles: new Set<string>() }));
}

export async function loadUserScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
  const formOpen = query.dialog === "create" || query.dialog === "edit";
  const scope = scopeForDisplay(operator);
  const withScope = async <T extends User | null>(row: T): Promise<T> => (row ? { ...row, manageable: manages(await scope, row) } : row);
  return loadListScreen(request, context, "user", {
    query,
    list: fetchPage(operator, `${BASE}/page`, backendParams(query), query, toUser).then(async (list) => ({
      ...list,
      value: { ...list.value, records: await Promise.all(list.value.records.map(withScope)) },
    })),
    detail: (id) => fetchDetail(operator, `${BASE}/detail`, { id }, toUser).then(async (loaded) => ({ ...loaded, value: await withScope(loaded.value) })),
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
      return { depts: offered.map((d) => ({ value: d.value, label: `${"　".repeat(d.depth - top)}${d.label}` })), roles, posts };
    })(),
  });
}

const idText = z.string().regex(/^\d{1,32}$/, "kit.validation.choice");

/** Several ids (repeated form values), sent comma-joined as BladeX keeps them; none is "". */
const idList = z
  .preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(idText).max(50))
  .transform((ids) => [...new Set(ids)].join(","));

const phoneField = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    const error = mobileError(value);
    if (error) ctx.addIssue({ code: "custom", message: `system.user.${error}` });
  })
  .transform((value) => (value ?? "").trim());

const userSchema = z.object({
  id: idText.optional(),
  account: requiredText(45).regex(/^[\w.@-]+$/, "system.user.accountFormat"),
  password: z.string({ error: "kit.validation.required" }).min(6, "system.user.passwordLength").max(20, "system.user.passwordLength"),
  realName: requiredText(45),
  phone: phoneField,
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
async function requireManaged(operator: Operator, id: string | null, next?: { deptId?: string; roleId?: string }): Promise<void> {
  const scope = await loadUserScope(operator);
  if (scope.all) return;
  // The backend refuses to show a user outside the scope (code 403): that is the same answer.
  const stored = id
    ? await operator.api.get<Record<string, unknown>>(`${BASE}/detail`, { id }).catch((error: unknown) => {
        throw error instanceof BackendError && error.code === 403 ? outOfScope() : error;
      })
    : null;
  const current = stored ? { deptId: text(stored.deptId), roleId: text(stored.roleId) } : null;
  if (id && (!current || !manages(scope, current))) throw outOfScope();
  if (next && !manages(scope, { deptId: next.deptId ?? current?.deptId ?? "", roleId: next.roleId ?? current?.roleId ?? "" })) {
    throw outOfScope();
  }
}

export function userAction(request: Request, operator: Operator) {
  const sensitive: "realName"[] = ["realName"];
  const ids = (list: string[]) => list.join(",");
  const allMatching = () => {
    const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
    const { current: _c, size: _s, ...params } = backendParams(query);
    return collectIds(operator, `${BASE}/page`, params);
  };
  return kitAction(request, operator, {
    create: {
      permission: "user_add",
      run: (ctx) =>
        saveForm(ctx, {
          schema: userSchema.omit({ id: true }),
          menuCode: "user",
          sensitive,
          send: async (value) => {
            await requireManaged(operator, null, { deptId: value.deptId ?? "", roleId: value.roleId ?? "" });
            return operator.api.post(`${BASE}/submit`, { json: value });
          },
        }),
    },
    update: {
      permission: "user_edit",
      run: (ctx) =>
        saveForm(ctx, {
          schema: userSchema.omit({ password: true }).required({ id: true }),
          menuCode: "user",
          sensitive,
          // Emptied optional fields are cleared (the role is kept: a user needs one to sign in).
          send: async (value) => {
            const json = { ...blanks(operator, "user", ["email", "sex", "deptId", "postId"]), ...value };
            await requireManaged(operator, value.id ?? "", { deptId: json.deptId, roleId: json.roleId });
            return operator.api.post(`${BASE}/update`, { json });
          },
        }),
    },
    delete: {
      permission: "user_delete",
      run: async (ctx) => {
        const id = String(ctx.formData.get("id") ?? "");
        await requireManaged(operator, id);
        await operator.api.post(`${BASE}/remove`, { query: { ids: id } });
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "user_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: allMatching,
          runOne: async (id) => {
            await requireManaged(operator, id);
            return operator.api.post(`${BASE}/remove`, { query: { ids: ids([id]) } });
          },
        }),
    },
    "reset-password": {
      permission: "user_reset",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: allMatching,
          runOne: async (id) => {
            await requireManaged(operator, id);
            return operator.api.post(`${BASE}/reset-password`, { query: { userIds: id } });
          },
        }),
    },
  });
}
