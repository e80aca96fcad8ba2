/**
 * 附件管理 on the server: the row a 预览 dialog (?op=preview&id=…) is about, read from the
 * backend (within the operator's tenant), and the attachment's file for the console's own route:
 * the menu's screen checked, the backend's bytes streamed on (ADR 027).
 */
import { resource } from "@contract";
import type { LoadOptions } from "~/kit/server/described.server";
import { rowReader } from "~/kit/server/described.server";
import { fetchDetail } from "~/kit/server/page.server";
import { opOf } from "~/kit/server/row-ops.server";
import type { Operator } from "~/server/auth.server";
import { type Attachment, attachScreen } from "./screen";

const toAttachment = rowReader(attachScreen);

export type AttachExtra = { opRow: Attachment | null };

export function attachLoadOptions(operator: Operator, request: Request): LoadOptions<Attachment, AttachExtra> {
  const op = opOf(request, ["preview"] as const);
  return {
    extra: (op
      ? fetchDetail(operator, resource.attach.detail, { id: op.id }, toAttachment)
      : Promise.resolve(null)
    ).then((loaded) => ({
      opRow: loaded?.value ?? null,
    })),
  };
}
