/**
 * Which menu screens use each of the kit's resource routes: a remote search-select kind
 * (/kit/search/:kind) or the image upload (/kit/upload, by the file's purpose). An operator whose
 * menu holds none of a route's screens is refused with 403, so a search or an upload is no back
 * door around the menu. A screen's kinds are read off its descriptor (its fields' remote kinds and
 * its `searches`), so a new screen that searches names it in its own folder.
 */
import { data } from "react-router";
import { findMenuLeaf } from "~/lib/menu";
import { loadMenu } from "~/server/menu/menu.server";
import type { Operator } from "~/server/auth.server";
import type { RemoteKind } from "~/kit/shared/remote-kinds";
import type { FormScreenSpec } from "~/kit/shared/screen";
import type { FilePurpose } from "~/lib/file-ref";

/** What a descriptor says about the kinds it searches (a list's or a form's). */
export type SearchingScreen = Pick<FormScreenSpec, "path" | "searches" | "uploads"> & {
  fields?: FormScreenSpec["fields"];
};

/** The kinds a screen searches: its fields' remote kinds and those it names in `searches`. */
export function kindsSearched(spec: SearchingScreen): RemoteKind[] {
  const ofFields = Object.values(spec.fields ?? {}).flatMap((field) => (field.remote ? [field.remote] : []));
  return [...new Set([...ofFields, ...(spec.searches ?? [])])];
}

/** The paths of the screens that search a kind. */
export function screensSearching(screens: readonly SearchingScreen[], kind: RemoteKind): string[] {
  return screens.filter((spec) => kindsSearched(spec).includes(kind)).map((spec) => spec.path);
}

/**
 * What a screen uploads (ADR 030): its image fields' purposes (机构主题's logo; attach when a field
 * names none) and those it names in `uploads` (充值订单's payment screenshots).
 */
export function purposesUploaded(spec: SearchingScreen): FilePurpose[] {
  const ofFields = Object.values(spec.fields ?? {}).flatMap((field) =>
    field.kind === "image" ? [field.purpose ?? "attach"] : [],
  );
  return [...new Set([...ofFields, ...(spec.uploads ?? [])])];
}

/** The paths of the screens that upload a purpose. */
export function screensUploading(screens: readonly SearchingScreen[], purpose: FilePurpose): string[] {
  return screens.filter((spec) => purposesUploaded(spec).includes(purpose)).map((spec) => spec.path);
}

/** Whether the operator's menu holds at least one of these screens. */
export async function menuHasAny(operator: Operator, paths: readonly string[]): Promise<boolean> {
  const menu = await loadMenu(operator);
  return paths.some((path) => findMenuLeaf(menu, path) !== null);
}

/** Throws a 403 (JSON) unless one of the screens that search the kind is in the operator's menu. */
export async function requireKindScreen(
  operator: Operator,
  kind: RemoteKind,
  screens: readonly SearchingScreen[],
): Promise<void> {
  if (!(await menuHasAny(operator, screensSearching(screens, kind))))
    throw data({ message: "forbidden" }, { status: 403 });
}
