/**
 * POST /kit/upload (multipart: file, variant) — an image to the resource service. The type is
 * checked by content and the size by bytes here too; the answer is `{ link }`, `{ error }`
 * (a spec §5 rule, as a kit.upload.* key) or `{ failure }` (the backend's message). Operators
 * with no screen that uploads images get 403 `{ error: "forbidden" }` (kit-access.server.ts).
 */
import { data } from "react-router";
import { MAX_IMAGE_BYTES } from "~/kit/shared/image-rules";
import { menuHasAny, UPLOAD_SCREENS } from "~/kit/server/kit-access.server";
import { uploadImage } from "~/kit/server/upload.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/upload";
import { readForm } from "~/server/read-form.server";

/** The multipart envelope around a 50MB file stays well under this. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const operator = context.get(operatorContext);
  if (!(await menuHasAny(operator, UPLOAD_SCREENS))) return Response.json({ error: "forbidden" }, { status: 403 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return Response.json({ error: "tooLarge" }, { status: 413 });
  const form = await readForm(request);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return Response.json({ failure: "缺少必要的请求参数: file" }, { status: 400 });
  const variant = form.get("variant") === "basic" ? "basic" : "all";
  const outcome = await uploadImage(operator, file, variant);
  return Response.json(outcome, { status: "link" in outcome ? 200 : 400 });
}

export function loader() {
  throw data(null, { status: 405 });
}
