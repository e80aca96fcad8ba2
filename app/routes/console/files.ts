/**
 * GET /files/<ref>[?download=1] — a stored file by its reference (ADR 030): signed in (the
 * layout's guard), the file one the backend answers this operator (their tenant's; the platform
 * also another tenant's payment screenshot held by a recharge order), and a screen of the
 * operator's menu that shows its purpose. Inline for a raster image, else an attachment; always
 * `nosniff`, `private, no-store` and a sandboxing CSP. The storage's own URL never reaches the browser.
 */
import { serveFile } from "~/features/files/file-access.server";
import type { Translate } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/files";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const t = getInstance(context).t as unknown as Translate;
  return serveFile(context.get(operatorContext), params.ref, new URL(request.url), t);
}
