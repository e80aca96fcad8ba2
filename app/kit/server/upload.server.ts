/**
 * Image uploads through the Worker to the resource service's put-file (spec §7). The type is
 * checked by content (the file's signature), not by name or declared type; the size by bytes.
 * The backend records what the file is for (its purpose); the outcome is the attachment's id,
 * the reference the form stores (ADR 030), never the storage's link.
 */
import { resource } from "@contract";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import {
  type ImageRuleError,
  type ImageVariant,
  KIND_TYPES,
  MAX_IMAGE_BYTES,
  SNIFF_BYTES,
  sniffImage,
  typeError,
  VARIANT_KINDS,
} from "~/kit/shared/image-rules";
import { type FilePurpose, isFileRef } from "~/lib/file-ref";
import { text } from "./page.server";

export type UploadOutcome = { ref: string } | { error: ImageRuleError } | { failure: string };

export async function uploadImage(
  operator: Operator,
  file: File,
  variant: ImageVariant,
  purpose: FilePurpose,
): Promise<UploadOutcome> {
  if (file.size > MAX_IMAGE_BYTES) return { error: "tooLarge" };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const kind = sniffImage(head, file.size);
  if (!kind || !VARIANT_KINDS[variant].includes(kind)) return { error: typeError(variant) };
  const body = new FormData();
  const name = file.name && /\.[a-z0-9]{2,5}$/i.test(file.name) ? file.name : `image.${kind === "jpeg" ? "jpg" : kind}`;
  body.append("file", new File([file], name.slice(-100), { type: KIND_TYPES[kind] }));
  body.append("purpose", purpose);
  try {
    const answer = await operator.api.call(resource.putFile, { multipart: body });
    const ref = text(answer?.attachId);
    return isFileRef(ref) ? { ref } : { failure: "上传失败" };
  } catch (error) {
    if (error instanceof BackendError) return { failure: error.message };
    throw error;
  }
}
