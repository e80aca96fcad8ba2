/**
 * 机构主题 (/system/deptDesign): one form, not a list. GET /dept-design/detail (createDept: the
 * operator's department) and POST /dept-design/submit {webTheme, title, leftLogo}. The logo is
 * an image field: uploaded through /kit/upload once hydrated, or sent with the form without
 * JavaScript (leftLogo$file) and uploaded by saveForm.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { kitAction, saveForm } from "~/kit/server/action.server";
import { settle, text } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { choice, requiredText } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { type DeptDesign, THEMES } from "./dept-design";

const BASE = "/api/cloud-system/dept-design";

export async function loadDeptDesignScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const createDept = operator.record.user.deptId.split(",")[0] ?? "";
  const [, loaded] = await Promise.all([
    requireScreen(context),
    settle(operator.api.get<unknown>(`${BASE}/detail`, createDept ? { createDept } : {}), {}),
  ]);
  const raw = (loaded.value && typeof loaded.value === "object" ? loaded.value : {}) as Record<string, unknown>;
  const design: DeptDesign = { webTheme: text(raw.webTheme) || "theme-fhb", title: text(raw.title), leftLogo: text(raw.leftLogo) };
  return screenData(request, context, "deptDesign", { design, loadError: loaded.error });
}

const LOGO = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*|data:image\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*,[^\s"'<>]+)$/i;

const designSchema = z.object({
  webTheme: choice(THEMES),
  title: requiredText(50),
  leftLogo: z.string().trim().max(200_000, "kit.validation.tooLong").regex(LOGO, "kit.validation.format").optional(),
});

export function deptDesignAction(request: Request, operator: Operator) {
  return kitAction(request, operator, {
    update: {
      permission: "dept_design_edit",
      run: (ctx) =>
        saveForm(ctx, {
          schema: designSchema,
          menuCode: "deptDesign",
          sensitive: ["title"],
          images: { leftLogo: "basic" },
          // An emptied logo is cleared (the backend keeps nothing it is not sent).
          send: (value) => operator.api.post(`${BASE}/submit`, { json: { leftLogo: "", ...value } }),
        }),
    },
  });
}
