/**
 * 对象存储 (/resource/oss; ADR 027): a tenant's object-storage configurations on
 * entries resource.oss (list, detail?id=, submit, remove?ids=, enable?id=, testUpload?id=).
 * The category is one of the system dictionary `oss` (1 minio, 2 qiniu, 3 ali, 4 tencent);
 * tencent needs its APPID, ali and tencent a region. The secret key is write-only: the row
 * only says whether it is set, an edit without one keeps the stored key.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

/** The categories the console knows (the dictionary labels them; a sealed one is not offered). */
export const OSS_CATEGORIES = ["1", "2", "3", "4"] as const;
export const NEEDS_APP_ID: readonly string[] = ["4"];
export const NEEDS_REGION: readonly string[] = ["3", "4"];

export const ossScreen = defineScreen({
  ...screenNames("resource", "oss"),
  name: "对象存储",
  api: crudApi("resource.oss"),
  row: {
    category: "code",
    categoryName: "text",
    ossCode: "text",
    endpoint: "text",
    bucketName: "text",
    accessKey: "text",
    secretKeySet: "text",
    appId: "text",
    region: "text",
    remark: "text",
    status: "code",
    createTime: "text",
    updateTime: "text",
  },
  rowLabel: (row) => row.ossCode,
  buttons: { ...crudButtons("oss"), view: true },
  filters: {
    // The dictionary's categories, sent by the loader.
    category: { kind: "select" },
    ossCode: { max: 32, placeholder: "ossCodePlaceholder" },
  },
  columns: [
    { key: "category" },
    { key: "ossCode", fixed: true, mono: true, sort: true },
    { key: "endpoint" },
    { key: "bucketName" },
    { key: "status", sort: true },
    { key: "updateTime" },
  ],
  fields: {
    // One of the dictionary's categories (the loader gives them; the pattern holds the form server-side).
    category: { kind: "select", required: true, max: 1, pattern: { source: "[1-4]", message: "categoryUnknown" } },
    ossCode: {
      required: true,
      max: 32,
      pattern: { source: "[A-Za-z0-9_\\-]{1,32}", message: "ossCodeFormat" },
      hint: "ossCodeHint",
    },
    endpoint: {
      required: true,
      max: 255,
      pattern: { source: "https?://[^\\s\\/?#@]+(/[^\\s?#@]*)?", message: "endpointFormat" },
      wide: true,
      placeholder: "endpointPlaceholder",
    },
    bucketName: {
      required: true,
      max: 63,
      pattern: { source: "[a-z0-9][a-z0-9.\\-]{1,61}[a-z0-9]", message: "bucketFormat" },
      hint: "bucketHint",
    },
    accessKey: { required: true, max: 128 },
    secretKey: { kind: "password", max: 128, hint: "secretHint" },
    appId: { max: 20, pattern: { source: "\\d{1,20}", message: "appIdFormat" }, hint: "appIdHint" },
    region: { max: 40, pattern: { source: "[a-z0-9\\-]{2,40}", message: "regionFormat" }, hint: "regionHint" },
    remark: { kind: "textarea", max: 255, wide: true },
  },
  detail: [
    "category",
    "ossCode",
    { name: "endpoint", wide: true },
    "bucketName",
    "accessKey",
    { name: "secretKeySet", label: "secretKey" },
    "appId",
    "region",
    "status",
    "createTime",
    "updateTime",
    { name: "remark", wide: true },
  ],
});

export type OssConfig = RowOf<typeof ossScreen.row>;
