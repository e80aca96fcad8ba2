import { fetchCaptcha } from "~/features/auth/sign-in.server";
import { workerEnv } from "~/server/auth.server";
import { DEFAULT_TENANT_ID } from "~/server/backend.server";
import { currentTenant, isTenantId } from "~/server/tenant.server";
import type { Route } from "./+types/login-captcha";

/** A new captcha for the login form's refresh (JavaScript only; without it the page reloads). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const tenant = await currentTenant(env, request);
  const asked = new URL(request.url).searchParams.get("tenantId");
  const tenantId = tenant.fromHost ? tenant.tenantId : isTenantId(asked) ? asked : DEFAULT_TENANT_ID;
  const captcha = await fetchCaptcha(env, tenantId);
  return Response.json(captcha, { headers: { "Cache-Control": "no-store" } });
}
