/**
 * GET /theme/logo/<tenantId> — the tenant's current logo, without a session (ADR 030): the sign-in
 * page shows it. The one public file: the backend answers only the file 机构主题 has set as that
 * tenant's logo (an attachment uploaded as a logo), never any other file by reference. The `v`
 * parameter (the reference) only changes the URL when the logo changes; it is not trusted.
 */
import type { Translate } from "~/lib/i18n";
import { workerEnv } from "~/server/auth.server";
import { fileResponse, plainAnswer } from "~/server/file-response.server";
import { getInstance } from "~/server/i18n.server";
import { isTenantId, tenantLogo } from "~/server/tenant.server";
import type { Route } from "./+types/theme-logo";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = getInstance(context).t as unknown as Translate;
  const file = isTenantId(params.tenantId) ? await tenantLogo(workerEnv(context), params.tenantId) : null;
  if (!file) return plainAnswer(t("kit.notFound"), 404);
  return fileResponse(file, { cacheControl: "public, max-age=300", fallbackName: "logo" });
}
