/**
 * POST /kit/upload (multipart: file, variant, purpose) — an image to the resource service. The
 * type is checked by content and the size by bytes here too; the answer is `{ ref }` (the
 * attachment's id, the reference the form keeps: ADR 030), `{ error }` (a spec §5 rule, as a
 * kit.upload.* key) or `{ failure }` (the backend's message). An operator whose menu holds no
 * screen that uploads the purpose (机构主题's logo, 充值订单's payment screenshots) gets 403
 * `{ error: "forbidden" }` (kit-access.server.ts).
 */
import { data } from "react-router";
import { MAX_IMAGE_BYTES } from "~/kit/shared/image-rules";
import { menuHasAny, screensUploading } from "~/kit/server/kit-access.server";
import { uploadImage } from "~/kit/server/upload.server";
import { FILE_PURPOSES, type FilePurpose, filePurpose } from "~/lib/file-ref";
import { FORM_SCREENS, LIST_SCREENS } from "~/screens";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/upload";
import { readForm } from "~/server/read-form.server";

/** The described screens, whose descriptors say what each uploads. */
const DESCRIBED = [...LIST_SCREENS, ...FORM_SCREENS];
const uploadScreens = (purpose: FilePurpose) => screensUploading(DESCRIBED, purpose);

/** The multipart envelope around a 50MB file stays well under this. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const operator = context.get(operatorContext);
  // No screen that uploads anything: refused before the body is read.
  if (!(await menuHasAny(operator, FILE_PURPOSES.flatMap(uploadScreens))))
    return Response.json({ error: "forbidden" }, { status: 403 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return Response.json({ error: "tooLarge" }, { status: 413 });
  const form = await readForm(request);
  const purpose = filePurpose(form.get("purpose"));
  if (!purpose || !(await menuHasAny(operator, uploadScreens(purpose))))
    return Response.json({ error: "forbidden" }, { status: 403 });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return Response.json({ failure: "缺少必要的请求参数: file" }, { status: 400 });
  const variant = form.get("variant") === "basic" ? "basic" : "all";
  const outcome = await uploadImage(operator, file, variant, purpose);
  return Response.json(outcome, { status: "ref" in outcome ? 200 : 400 });
}

export function loader() {
  throw data(null, { status: 405 });
}
