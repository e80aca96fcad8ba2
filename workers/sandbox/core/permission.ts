/**
 * Button permissions as the backend checks them on money actions (BladeX's @PreAuth on a menu
 * code): the signed-in operator holds a code when one of their roles is granted the menu row
 * with that code. Administrators are not exempt: a money action needs its button.
 */
import type { RouteContext } from "./env";
import { fail } from "./http";
import { field, formBody, requestBody } from "./request";

export const NO_PERMISSION = "无权操作";

export async function holdsCode(ctx: RouteContext, code: string): Promise<boolean> {
  const user = ctx.user!;
  if (user.roleIds.length === 0) return false;
  const hit = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
     WHERE m.code = ? AND rm.role_id IN (${user.roleIds.map(() => "?").join(", ")}) LIMIT 1`,
  )
    .bind(code, ...user.roleIds)
    .first<number>("hit");
  return hit === 1;
}

/** null when the operator holds the code, else the 403 answer to return. */
export async function requireCode(ctx: RouteContext, code: string): Promise<Response | null> {
  return (await holdsCode(ctx, code)) ? null : fail(NO_PERMISSION, 403);
}

/**
 * The body of an action behind the button `code`: the 403 when the operator lacks it (checked
 * first), else the body as `read` takes it (`requestBody`, or `formBody` for the forms that answer
 * R.fail 请求参数不正确), or the answer `read` gives instead.
 */
export async function bodyBehind(
  ctx: RouteContext,
  code: string,
  read: (req: Request) => Promise<Record<string, unknown> | Response> = requestBody,
): Promise<Record<string, unknown> | Response> {
  return (await requireCode(ctx, code)) ?? read(ctx.req);
}

/**
 * A submit (saveOrUpdate) of a form with an add and an edit button: the form's body (`formBody`), its `id` and the live row `find` reads for it
 * (null: an insert). The answer instead: the form's for an unreadable body, the 403 without the
 * button of the case (edit with an id, else add), R.fail(missing) when the id names no row.
 */
export async function buttonSubmit<T>(
  ctx: RouteContext,
  buttons: { add: string; edit: string },
  find: (ctx: RouteContext, id: string) => Promise<T | null>,
  missing: string,
): Promise<{ body: Record<string, unknown>; id: string | null; existing: T | null } | Response> {
  const body = await formBody(ctx.req);
  if (body instanceof Response) return body;
  const id = field(body, "id") || null;
  const refused = await requireCode(ctx, id ? buttons.edit : buttons.add);
  if (refused) return refused;
  const existing = id ? await find(ctx, id) : null;
  if (id && !existing) return fail(missing);
  return { body, id, existing };
}
