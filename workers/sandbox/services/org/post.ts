/** system.post.select: the tenant's posts (岗位), for the user form. */
import type { Route, RouteContext } from "../../core/env";
import { blankAudit, num, ok, str } from "../../core/http";
import { system } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";

interface PostRecord {
  id: string;
  tenant_id: string;
  category: number | null;
  post_code: string | null;
  post_name: string | null;
  sort: number | null;
}

async function postSelect(ctx: RouteContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare(
    "SELECT id, tenant_id, category, post_code, post_name, sort FROM blade_post WHERE tenant_id = ? ORDER BY sort, id",
  )
    .bind(ctx.user!.tenantId)
    .all<PostRecord>();
  return ok(
    results.map((p) => ({
      id: p.id,
      ...blankAudit(),
      status: 1,
      isDeleted: 0,
      tenantId: p.tenant_id,
      category: num(p.category),
      postCode: str(p.post_code),
      postName: str(p.post_name),
      sort: num(p.sort),
      remark: "",
    })),
  );
}

export const postRoutes: Route[] = [serve(system.post.select, postSelect)];
