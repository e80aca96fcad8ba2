/**
 * seed_v24_resources (ADR 027): 对象存储's buttons beyond the catalogue's (启用 oss_status,
 * 测试上传 oss_test) for the administrators holding 对象存储; tenant 000001's storage configs
 * (an enabled MinIO at the sandbox's stand-in, a qiniu and an ali one off) and a few attachments
 * (three PNG cards and a PDF, their bytes in the store) uploaded by admin. Ids kind 94.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import { type MenuRow, menuRows } from "../menu/catalogue";
import { grantAdministratorsHolding, menuRow } from "../menu/seed";
import { FILES_PREFIX } from "./attach";
import { card, pdf } from "./sample-files";

const KIND = 94;
const TIME = Date.UTC(2026, 10, 20, 2, 0, 0);
const HOUR = 3600_000;

export const RESOURCE_SEED = {
  enabledOss: seedId(KIND, 1),
  qiniuOss: seedId(KIND, 2),
  aliOss: seedId(KIND, 3),
  /** The seeded attachments: PNG, PNG, PNG, PDF. */
  attachments: [seedId(KIND, 11), seedId(KIND, 12), seedId(KIND, 13), seedId(KIND, 14)],
  /** The enabled config's secret (tests check it never comes back). */
  minioSecret: "sandbox-minio-secret-2026",
} as const;

/** 对象存储's own buttons (ids seedId(18, 1080…)). */
export const RESOURCE_BUTTONS = [
  { id: seedId(18, 1080), code: "oss_status", name: "启用", alias: "status", source: "toggle-left" },
  { id: seedId(18, 1081), code: "oss_test", name: "测试上传", alias: "test", source: "upload" },
] as const;

const oss = (
  n: number,
  category: number,
  code: string,
  endpoint: string,
  bucket: string,
  status: number,
  extra: Partial<Row> = {},
): Row => ({
  id: seedId(KIND, n),
  tenant_id: SEED.tenant1,
  category,
  oss_code: code,
  endpoint,
  access_key: `${code}-access`,
  secret_key: `${code}-secret-key`,
  bucket_name: bucket,
  app_id: null,
  region: null,
  remark: null,
  status,
  create_user: SEED.userAdmin1,
  create_dept: SEED.deptHq1,
  create_time: TIME + n * HOUR,
  update_time: TIME + n * HOUR,
  is_deleted: 0,
  ...extra,
});

const storedName = (n: number, ext: string) => `upload/20261120/${KIND}${String(n).padStart(30, "0")}.${ext}`;

export async function resourceSeed(): Promise<SeedData> {
  const screen = menuRows().find((m) => m.code === "oss")!;
  const buttons: MenuRow[] = RESOURCE_BUTTONS.map((b, i) => ({
    id: b.id,
    parentId: screen.id,
    code: b.code,
    name: b.name,
    alias: b.alias,
    path: `${screen.path}/${b.alias}`,
    source: b.source,
    sort: 10 + i,
    category: 2,
    action: 2,
    i18n: null,
    op: false,
    top: screen.top,
  }));
  const files = [
    { n: 11, original: "机构logo.png", bytes: await card(96, [22, 119, 255]), type: "image/png", ext: "png" },
    { n: 12, original: "门店照片-前台.png", bytes: await card(160, [234, 88, 12]), type: "image/png", ext: "png" },
    { n: 13, original: "营业执照.png", bytes: await card(128, [22, 163, 74]), type: "image/png", ext: "png" },
    {
      n: 14,
      original: "合作协议 2026.pdf",
      bytes: pdf("Cooperation agreement 2026 (sandbox)"),
      type: "application/pdf",
      ext: "pdf",
    },
  ];
  const at = (n: number) => TIME + (n - 10) * 2 * HOUR;
  return {
    rows: [
      ["blade_menu", buttons.map((b) => menuRow(b, b.parentId))],
      [
        "blade_oss",
        [
          oss(1, 1, "minio-main", "https://minio.sandbox.internal", "cloud-pay", 1, {
            access_key: "sandbox-minio",
            secret_key: RESOURCE_SEED.minioSecret,
            remark: "沙箱对象存储",
          }),
          oss(2, 2, "qiniu-backup", "https://up-z2.qiniup.com", "cloud-pay-backup", 0, { remark: "备用" }),
          oss(3, 3, "ali-archive", "https://oss-cn-hangzhou.aliyuncs.com", "cloud-pay-archive", 0, {
            region: "oss-cn-hangzhou",
          }),
        ],
      ],
      [
        "sandbox_file",
        files.map((f) => ({
          name: storedName(f.n, f.ext),
          tenant_id: SEED.tenant1,
          content_type: f.type,
          size: f.bytes.length,
          original_name: f.original,
          create_time: at(f.n),
        })),
      ],
      [
        "sandbox_file_chunk",
        files.map((f) => ({ name: storedName(f.n, f.ext), seq: 0, data: f.bytes.slice().buffer })),
      ],
      [
        "blade_attach",
        files.map((f) => ({
          id: seedId(KIND, f.n),
          tenant_id: SEED.tenant1,
          link: `${FILES_PREFIX}/${storedName(f.n, f.ext)}`,
          domain: FILES_PREFIX,
          name: storedName(f.n, f.ext),
          original_name: f.original,
          extension: f.ext,
          content_type: f.type,
          attach_size: f.bytes.length,
          create_user: SEED.userAdmin1,
          create_user_name: "管理员",
          create_dept: SEED.deptHq1,
          create_time: at(f.n),
          is_deleted: 0,
        })),
      ],
    ],
    updates: buttons.map((b) => grantAdministratorsHolding(b.id, screen.id)),
  };
}
