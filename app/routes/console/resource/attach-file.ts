/**
 * GET /resource/attach/file?id=<attachment>[&download=1] — an attachment's bytes through the
 * console (ADR 027): signed in (the layout), 附件管理 in the operator's menu, the attachment
 * one of the operator's tenant (the backend reads it within the token's tenant; another's is
 * 附件不存在 → 404). A raster image without `download` is shown inline (the preview); anything
 * else, or with `download`, is a download named by its original name (RFC 5987 filename*).
 * The storage's own URL never reaches the browser.
 */
import { menuHasAny } from "~/kit/server/kit-access.server";
import type { Translate } from "~/lib/i18n";
import { ATTACH_API, attachScreen } from "~/screens/resource/attach";
import { operatorContext } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/attach-file";

const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/bmp", "image/webp"]);

const plain = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

/** RFC 5987 / 6266: an ASCII fallback and the UTF-8 name, every byte outside attr-char escaped. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, "_").replace(/["\\]/g, "_") || "file";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The original name the backend's disposition carries (filename*=UTF-8''…). */
function nameOf(disposition: string | null): string {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  try {
    return match ? decodeURIComponent(match[1]!) : "file";
  } catch {
    return "file";
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const t = getInstance(context).t as unknown as Translate;
  if (!(await menuHasAny(operator, [attachScreen.path]))) return plain(t("kit.forbidden"), 403);
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  if (!/^\d{1,32}$/.test(id)) return plain(t("kit.notFound"), 404);
  let file;
  try {
    file = await operator.api.file(`${ATTACH_API}/file`, { method: "GET", query: { id } });
  } catch (error) {
    if (error instanceof BackendError && !error.network) return plain(t("kit.notFound"), 404);
    throw error;
  }
  const type = file.type.split(";")[0]!.trim().toLowerCase();
  const inline = INLINE_TYPES.has(type) && url.searchParams.get("download") !== "1";
  return new Response(file.body, {
    headers: {
      "Content-Type": inline ? type : type || "application/octet-stream",
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", nameOf(file.disposition)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
