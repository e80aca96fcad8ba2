/**
 * Exports and personal data (ADR 029): masked by default, and the file says so (CSV: its first
 * line; xlsx: its sheet's name; PDF: a line under the title); whole only for an operator holding
 * the screen's `*_export_full` button, and then recorded in the usual log. An operator holding
 * 用户管理's 导出 but not 导出完整 is made here (a role of its own); the administrators hold both.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { INIT_PASSWORD_HASH } from "../../../workers/sandbox/services/user/seed";
import { sandboxDb, signedInAs } from "../browser";
import { DEPT_HQ } from "../screens";
import { personalIn } from "./personal-scan";
import { download, sheetRows, unzip } from "./read-export";

const EXPORT = "/kit/export";
const ROLE = seedId(14, 2901),
  USER = seedId(41, 2901);
const MASKED_NOTE = "手机号等个人信息已脱敏";

/** A role holding 用户管理 with 导出 (not 导出完整) and 代理商列表 with 导出, and its one user, `exporter29` / 123456. */
async function exporter() {
  const db = sandboxDb();
  const menuId = async (code: string) =>
    (await db
      .prepare("SELECT id FROM blade_menu WHERE code = ? AND is_deleted = 0")
      .bind(code)
      .first<{ id: string }>())!.id;
  const menus = await Promise.all(["user", "user_export", "agentInfo", "agent_export"].map(menuId));
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO blade_role (id, tenant_id, parent_id, role_name, role_alias, sort, is_deleted) VALUES (?, '000001', '0', '导出员', 'exporter', 90, 0)",
      )
      .bind(ROLE),
    ...menus.map((menu) =>
      db.prepare("INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) VALUES (?, ?)").bind(ROLE, menu),
    ),
    db
      .prepare(
        "INSERT OR IGNORE INTO blade_user (id, tenant_id, user_type, account, password, name, real_name, role_id, dept_id, status, is_deleted) " +
          "VALUES (?, '000001', 1, 'exporter29', ?, '导出员', '导出员', ?, ?, 1, 0)",
      )
      .bind(USER, INIT_PASSWORD_HASH, ROLE, DEPT_HQ),
  ]);
  return signedInAs("exporter29", "123456");
}

/** The usual log's whole-export rows of an account since a moment. */
const exportsLogged = async (account: string, since: number) =>
  (
    await sandboxDb()
      .prepare(
        "SELECT params FROM blade_log_usual WHERE create_by = ? AND log_id = 'personal-data-export' AND create_time >= ?",
      )
      .bind(account, since)
      .all<{ params: string }>()
  ).results.map((row) => JSON.parse(row.params) as Record<string, string>);

/** The Unicode characters a PDF's embedded font subset maps (its ToUnicode CMaps, inflated): what its text can hold. */
async function pdfCharacters(bytes: ArrayBuffer): Promise<Set<string>> {
  const raw = new Uint8Array(bytes);
  const text = new TextDecoder("latin1").decode(raw);
  const chars = new Set<string>();
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1]);
    if (!match[1]!.includes("/FlateDecode") || !length) continue;
    const start = match.index! + match[0].length;
    const inflated = await new Response(
      new Blob([raw.slice(start, start + length)]).stream().pipeThrough(new DecompressionStream("deflate")),
    )
      .text()
      .catch(() => "");
    if (!inflated.includes("begincmap")) continue;
    const blocks = (name: string) =>
      [...inflated.matchAll(new RegExp(`begin${name}([^]*?)end${name}`, "g"))].map((m) => m[1]!).join("\n");
    for (const pair of blocks("bfchar").matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]{4,})>/g))
      chars.add(String.fromCharCode(Number.parseInt(pair[1]!.slice(0, 4), 16)));
    for (const range of blocks("bfrange").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]{4})>/g)) {
      const count = Number.parseInt(range[2]!, 16) - Number.parseInt(range[1]!, 16);
      for (let i = 0; i <= count; i++) chars.add(String.fromCharCode(Number.parseInt(range[3]!, 16) + i));
    }
  }
  return chars;
}

let masked: Awaited<ReturnType<typeof exporter>>;

beforeAll(async () => {
  masked = await exporter();
});

describe("用户管理's export", () => {
  it("CSV: masked by default, its first line saying so", async () => {
    const response = await masked.get(`${EXPORT}/system/user?format=csv`);
    expect(response.status).toBe(200);
    const [note, header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(note).toBe(MASKED_NOTE);
    expect(header).toContain("手机号码");
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.join("\n")).toMatch(/1\d\d\*{4}\d{4}/);
    expect(personalIn(lines.join("\n"))).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/[^,@]+@pay\.sandbox/);
  });

  it("xlsx: masked by default, its sheet named so; PDF: the masked line under the title", async () => {
    const { bytes } = await download(await masked.get(`${EXPORT}/system/user?format=xlsx`));
    const parts = await unzip(bytes);
    expect(parts.get("xl/workbook.xml")).toContain('<sheet name="用户管理（已脱敏）"');
    const rows = sheetRows(parts.get("xl/worksheets/sheet1.xml")!);
    expect(rows[0]!.map((c) => c.value)).toContain("手机号码");
    expect(rows.flat().some((c) => /^1\d\d\*{4}\d{4}$/.test(c.value))).toBe(true);
    expect(
      personalIn(
        rows
          .flat()
          .map((c) => c.value)
          .join("\n"),
      ),
    ).toEqual([]);

    const pdf = await masked.get(`${EXPORT}/system/user?format=pdf`);
    expect(pdf.status).toBe(200);
    const chars = await pdfCharacters(await pdf.arrayBuffer());
    for (const c of `${MASKED_NOTE}*`) expect(chars, c).toContain(c);
  });

  it("whole for an administrator holding user_export_full (no note), and recorded in the usual log", async () => {
    const admin = await signedInAs("qa4");
    const since = Date.now();
    const csv = await (await admin.get(`${EXPORT}/system/user?format=csv`)).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).not.toContain(MASKED_NOTE);
    expect(personalIn(lines.join("\n")).filter((f) => f.kind === "mobile").length).toBeGreaterThan(40);
    const { bytes } = await download(await admin.get(`${EXPORT}/system/user?format=xlsx`));
    expect((await unzip(bytes)).get("xl/workbook.xml")).toContain('<sheet name="用户管理"');
    const pdf = await pdfCharacters(await (await admin.get(`${EXPORT}/system/user?format=pdf`)).arrayBuffer());
    expect(pdf).not.toContain("脱");
    expect(await exportsLogged("qa4", since)).toEqual(
      Array(3).fill({ screen: "/system/user", menuCode: "user", recordId: "", field: "", kind: "" }),
    );
  });

  it("a file with no personal column says nothing (MCC管理)", async () => {
    const csv = await (await (await signedInAs("qa4")).get(`${EXPORT}/system/mcc?format=csv`)).text();
    expect(csv).not.toContain(MASKED_NOTE);
  });
});

describe("代理商列表's export (the backend's own file)", () => {
  const mobilesIn = async (response: Response) => {
    expect(response.status).toBe(200);
    const parts = await unzip(await response.arrayBuffer());
    const values = sheetRows(parts.get("xl/worksheets/sheet1.xml")!).map((row) => row[5]?.value ?? "");
    return { sheet: parts.get("xl/workbook.xml")!, mobiles: values.slice(1) };
  };

  it("is masked for an operator without agent_export_full (its sheet says so), whole with it (recorded)", async () => {
    const plain = await mobilesIn(await masked.get(`${EXPORT}/agent/agentInfo?format=xlsx&agentLevel=1`));
    expect(plain.sheet).toContain('name="代理商列表（已脱敏）"');
    expect(plain.mobiles.length).toBeGreaterThan(10);
    for (const mobile of plain.mobiles) expect(mobile).toMatch(/^1\d\d\*{4}\d{4}$|^$/);

    const since = Date.now();
    const whole = await mobilesIn(
      await (await signedInAs("admin", "admin")).get(`${EXPORT}/agent/agentInfo?format=xlsx&agentLevel=1`),
    );
    expect(whole.sheet).toContain('name="代理商列表"');
    expect(whole.mobiles.filter((m) => /^1\d{10}$/.test(m)).length).toBeGreaterThan(10);
    expect(await exportsLogged("admin", since)).toEqual([
      { screen: "/agent/agentInfo", menuCode: "agentInfo", recordId: "", field: "", kind: "" },
    ]);
  });
});
