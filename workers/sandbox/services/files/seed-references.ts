/**
 * seed_v25_file_references (ADR 030): a database seeded or used before file references held
 * storage paths (`/sandbox/files/upload/…`) in recharge orders' payCertificate and in 机构主题's
 * leftLogo. Each such path becomes the id of its attachment (a row is made for a stored file
 * that has none, as put-file would have; the file must be the row's own tenant's), and the
 * attachment is marked with its purpose (payment, logo). A path to no stored file, or any other
 * URL, is dropped: the console shows references and inline data:images only. On a fresh
 * database there is nothing to convert (the seeds store references).
 */
import type { SeedRun } from "../../core/db";
import { newId } from "../../core/ids";
import { FILES_PREFIX } from "./attach";
import { type FilePurpose, isFileRef } from "./purpose";

type Stored = {
  name: string;
  tenant_id: string;
  content_type: string;
  size: number;
  original_name: string | null;
  create_time: number;
};

class Converter {
  readonly statements: D1PreparedStatement[] = [];
  private readonly made = new Map<string, string>();

  constructor(private readonly db: D1Database) {}

  /** The reference a stored value of `tenantId` becomes, or null when it names no file of that tenant. */
  async reference(value: string, tenantId: string, purpose: FilePurpose): Promise<string | null> {
    if (isFileRef(value)) return value;
    if (!value.startsWith(`${FILES_PREFIX}/`)) return null;
    const name = value.slice(FILES_PREFIX.length + 1);
    const key = `${tenantId}:${name}`;
    const known = this.made.get(key);
    if (known) return known;
    const attached = await this.db
      .prepare("SELECT id FROM blade_attach WHERE name = ? AND tenant_id = ? AND is_deleted = 0")
      .bind(name, tenantId)
      .first<string>("id");
    if (attached) {
      this.statements.push(this.db.prepare("UPDATE blade_attach SET purpose = ? WHERE id = ?").bind(purpose, attached));
      this.made.set(key, attached);
      return attached;
    }
    const file = await this.db
      .prepare("SELECT * FROM sandbox_file WHERE name = ? AND tenant_id = ?")
      .bind(name, tenantId)
      .first<Stored>();
    if (!file) return null;
    const id = newId();
    const extension = /\.([a-z0-9]{1,8})$/.exec(name)?.[1] ?? "bin";
    this.statements.push(
      this.db
        .prepare(
          `INSERT INTO blade_attach (id, tenant_id, link, domain, name, original_name, extension, content_type, attach_size, create_time, purpose)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          id,
          tenantId,
          value,
          FILES_PREFIX,
          name,
          file.original_name ?? name.slice(name.lastIndexOf("/") + 1),
          extension,
          file.content_type,
          file.size,
          file.create_time,
          purpose,
        ),
    );
    this.made.set(key, id);
    return id;
  }
}

export const fileReferencesSeed: SeedRun = {
  async statements(db) {
    const convert = new Converter(db);
    const updates: D1PreparedStatement[] = [];
    const { results: orders } = await db
      .prepare(
        "SELECT id, tenant_id, pay_certificate FROM cloud_recharge_order WHERE pay_certificate <> '' AND pay_certificate GLOB '*[^0-9,]*'",
      )
      .all<{ id: string; tenant_id: string; pay_certificate: string }>();
    for (const order of orders) {
      const refs: string[] = [];
      for (const link of order.pay_certificate
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean)) {
        const ref = await convert.reference(link, order.tenant_id, "payment");
        if (ref && !refs.includes(ref)) refs.push(ref);
      }
      updates.push(
        db.prepare("UPDATE cloud_recharge_order SET pay_certificate = ? WHERE id = ?").bind(refs.join(","), order.id),
      );
    }
    const { results: designs } = await db
      .prepare(
        "SELECT id, tenant_id, left_logo FROM blade_dept_design WHERE left_logo IS NOT NULL AND left_logo NOT LIKE 'data:image/%' AND left_logo GLOB '*[^0-9]*'",
      )
      .all<{ id: string; tenant_id: string; left_logo: string }>();
    for (const design of designs) {
      const ref = await convert.reference(design.left_logo, design.tenant_id, "logo");
      updates.push(db.prepare("UPDATE blade_dept_design SET left_logo = ? WHERE id = ?").bind(ref, design.id));
    }
    return [...convert.statements, ...updates];
  },
};
