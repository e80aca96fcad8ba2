import { startSocialSignIn } from "~/features/auth/social.server";
import { workerEnv } from "~/server/auth.server";
import { currentTenant, isTenantId } from "~/server/tenant.server";
import type { Route } from "./+types/login-social";

/** Starts a third-party sign-in: off to the provider's authorisation page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const tenant = await currentTenant(env, request);
  const asked = new URL(request.url).searchParams.get("tenantId");
  const tenantId = tenant.fromHost || !isTenantId(asked) ? tenant.tenantId : asked;
  return startSocialSignIn(request, env, { source: params.source, tenantId });
}
