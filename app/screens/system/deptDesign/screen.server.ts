/**
 * 机构主题 on the server. The logo is an image field: uploaded through /kit/upload once
 * hydrated, or sent with the form without JavaScript (leftLogo$file) and uploaded by saveForm.
 */
import { system } from "@contract";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { saveForm, screenIntents } from "~/kit/server/action.server";
import { formSchema } from "~/kit/server/described.server";
import { settle, text } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { isFileRef, isInlineImage } from "~/lib/file-ref";
import { operatorContext } from "~/server/auth.server";
import { type DeptDesign, deptDesignScreen } from "./screen";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadDeptDesign({ request, context }: Args) {
  const operator = context.get(operatorContext);
  const createDept = operator.record.user.deptId.split(",")[0] ?? "";
  const [, loaded] = await Promise.all([
    requireScreen(context),
    settle(operator.api.call(system.deptDesign.detail, { query: createDept ? { createDept } : {} }), {}),
  ]);
  const raw: { webTheme?: string | null; title?: string | null; leftLogo?: string | null } = loaded.value ?? {};
  const design: DeptDesign = {
    webTheme: text(raw.webTheme) || "theme-fhb",
    title: text(raw.title),
    leftLogo: shownLogo(text(raw.leftLogo)),
  };
  return screenData(request, context, deptDesignScreen, { design, loadError: loaded.error });
}

/** The stored logo as the page may hold it: a reference or an inline image; a storage path or URL is never sent (ADR 030). */
const shownLogo = (logo: string): string => (isFileRef(logo) || isInlineImage(logo) ? logo : "");

const designSchema = formSchema(deptDesignScreen)
  .omit({ id: true })
  .extend({
    leftLogo: z
      .string()
      .trim()
      .max(200_000, "kit.validation.tooLong")
      .refine((logo) => logo === "" || shownLogo(logo) !== "", "kit.validation.format")
      .optional(),
  });

export const saveDeptDesign = (args: Args) =>
  screenIntents(args, (operator) => ({
    update: {
      permission: "dept_design_edit",
      run: (ctx) =>
        saveForm(ctx, {
          schema: designSchema,
          menuCode: deptDesignScreen.menuCode,
          sensitive: ["title"],
          images: { leftLogo: { variant: "basic", purpose: "logo" } },
          // An emptied logo is cleared (the backend keeps nothing it is not sent).
          send: (value) => operator.api.call(system.deptDesign.submit, { json: { leftLogo: "", ...value } }),
        }),
    },
  }));
