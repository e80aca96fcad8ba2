/**
 * A file the backend makes itself (spec §7: the agent export and the migration trajectory
 * export answer a blob; ADR 015): the Worker streams the backend's body through as it arrives,
 * named by spec §9 (`name_yyyyMMddhhmmss.<ext>`, the extension the backend's own name or type
 * gives) with the backend's type. A refusal (an envelope instead of a file) or a backend that
 * is down goes back to the list with the reason, like a failed export.
 */
import { type AnyEntry, type EntryName, toEntry } from "@contract";
import type { Operator } from "~/server/auth.server";
import { BackendError, type CallRequest } from "~/server/backend.server";
import { messageText, type Translate } from "~/lib/i18n";
import { redirectWithFlash } from "../flash.server";
import { attachment, extensionOf, fileStamp } from "./file-name.server";

/** Back to the list, saying why the file could not be made (导出失败：<reason>). */
export function exportFailed(backTo: string, t: Translate, error: BackendError): Promise<Response> {
  return redirectWithFlash(backTo, {
    key: "kit.export.failed",
    values: { reason: messageText(t, error.view) },
    tone: "error",
  });
}

export async function passBackendFile(
  operator: Operator,
  options: { entry: AnyEntry | EntryName; request: CallRequest<AnyEntry>; name: string; backTo: string; t: Translate },
): Promise<Response> {
  let file;
  try {
    file = await operator.api.fileOf(toEntry(options.entry), options.request);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return exportFailed(options.backTo, options.t, error);
  }
  const extension = extensionOf(file.type, file.disposition);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.type || "application/octet-stream",
      "Content-Disposition": attachment(`${options.name}_${fileStamp(new Date(Date.now()))}.${extension}`),
      "Cache-Control": "no-store",
    },
  });
}
