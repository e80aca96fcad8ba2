/**
 * 附件管理 (/resource/attach; ADR 027): every file uploaded through the console (put-file
 * records it) on the entries resource.attach (list, detail?id=, remove?ids=, file?id=), within the
 * operator's tenant. An image previews and any file downloads through the console's own route
 * (/files/<id>, ADR 030: the attachment's id is the file's reference), never at the storage's URL.
 */
import { CREATED_ROW } from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";

/** The types the filter offers (the stored extension). */
export const ATTACH_TYPES = [
  "png",
  "jpg",
  "gif",
  "bmp",
  "webp",
  "pdf",
  "txt",
  "csv",
  "xls",
  "xlsx",
  "doc",
  "docx",
  "zip",
  "json",
] as const;
/** Images the browser is given to show (not SVG: it may carry script). */
export const PREVIEW_TYPES: readonly string[] = ["png", "jpg", "gif", "bmp", "webp"];

export const attachScreen = defineScreen({
  ...screenNames("resource", "attach"),
  name: "附件管理",
  api: { ...viewApi("resource.attach"), remove: "resource.attach.remove" },
  row: {
    originalName: "text",
    extension: "text",
    contentType: "text",
    attachSize: "number",
    ...CREATED_ROW,
  },
  rowLabel: (row) => row.originalName,
  buttons: { delete: "attach_delete", view: true, batchDelete: true },
  filters: {
    originalName: { max: 100, placeholder: "originalNamePlaceholder" },
    extension: { label: "type", kind: "select", options: ATTACH_TYPES },
    startDate: { kind: "date", bound: "start" },
    endDate: { kind: "date", bound: "end" },
  },
  columns: [
    { key: "originalName", fixed: true, sort: true },
    { key: "attachSize", sort: true },
    { key: "extension", label: "type", sort: true },
    { key: "createUserName" },
    { key: "createTime", sort: true },
  ],
  detail: [
    { name: "originalName", wide: true },
    "attachSize",
    "extension",
    "contentType",
    "createUserName",
    "createTime",
  ],
});

export type Attachment = RowOf<typeof attachScreen.row>;

/** A size in bytes as the list shows it: B below 1 KB, KB below 1 MB, else MB (two decimals). */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
