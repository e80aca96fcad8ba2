/**
 * A file by its reference (ADR 030), for a signed-in operator (the console layout's guard ran
 * first). The backend answers the bytes only to its tenant's operators — and to the platform a
 * payment screenshot one of another tenant's recharge orders holds — and says what the file is
 * for (`x-file-purpose`) and whose it is (`x-file-tenant`). The console then serves it only when
 * the operator's menu holds a screen that shows that purpose (PURPOSE_SCREENS; 附件管理 shows
 * every file of the tenant); otherwise the body is dropped unread and the answer is 403.
 * A backend that says nothing of purpose is read as `attach` (附件管理 only): the safe side.
 */
import { resource } from "@contract";
import { menuHasAny } from "~/kit/server/kit-access.server";
import { ATTACHMENTS_SCREEN, type FilePurpose, filePurpose, isFileRef, PURPOSE_SCREENS } from "~/lib/file-ref";
import type { Translate } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { BackendError, type BackendFile } from "~/server/backend.server";
import { discardFile, fileResponse, plainAnswer } from "~/server/file-response.server";

export type FileFacts = { purpose: FilePurpose; tenantId: string };

/** What the backend says the file is for and whose it is. */
export function factsOf(file: BackendFile, operator: Operator): FileFacts {
  return {
    purpose: filePurpose(file.headers.get("x-file-purpose")) ?? "attach",
    tenantId: file.headers.get("x-file-tenant") || operator.record.tenantId,
  };
}

/** Whether a screen of the operator's menu shows the file. */
export async function mayView(operator: Operator, facts: FileFacts): Promise<boolean> {
  const screens = PURPOSE_SCREENS[facts.purpose].view;
  // Another tenant's file: only a payment screenshot, to those who audit the orders holding it.
  if (facts.tenantId !== operator.record.tenantId)
    return facts.purpose === "payment" && menuHasAny(operator, screens ?? []);
  if (screens === null) return true;
  return menuHasAny(operator, [...screens, ATTACHMENTS_SCREEN]);
}

/** GET /files/<ref>[?download=1]: the bytes, or 404 (no such file for this operator) / 403 (no screen shows it). */
export async function serveFile(operator: Operator, ref: string, url: URL, t: Translate): Promise<Response> {
  if (!isFileRef(ref)) return plainAnswer(t("kit.notFound"), 404);
  let file: BackendFile;
  try {
    file = await operator.api.fileOf(resource.attach.file, { query: { id: ref } });
  } catch (error) {
    if (error instanceof BackendError && !error.network) return plainAnswer(t("kit.notFound"), 404);
    throw error;
  }
  if (!(await mayView(operator, factsOf(file, operator)))) {
    await discardFile(file);
    return plainAnswer(t("kit.forbidden"), 403);
  }
  return fileResponse(file, { download: url.searchParams.get("download") === "1", cacheControl: "private, no-store" });
}
