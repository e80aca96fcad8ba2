/**
 * Starting a process instance for a business object (ADR 025): when an active definition of the
 * object's category exists in the approving tenant, the instance runs the latest active version
 * (the newest deployment among them) and its first step's task opens for that step's role. The
 * services whose objects need approval call this (toll/recharge.ts: 充值订单审核; merchant/routes.ts:
 * 商户入网审核, a new merchant waiting 待审核) and ask
 * whether an object is in a running instance (a direct audit is refused then).
 */
import { newId } from "../../core/ids";
import { ACTIVE, readSteps, RUNNING } from "./store";

/** What a business object is, for the work-flow: its kind (an adapter in business.ts), id and label (an order number). */
export interface BusinessRef {
  type: "recharge" | "merchant";
  id: string;
  label: string;
}

/** Who starts an instance: their user id (never the approver of its tasks) and name. */
export interface Starter {
  id: string;
  name: string;
}

/** The latest active definition of a category in a tenant: its id and steps; null when there is none. */
export async function activeDefinition(db: D1Database, tenantId: string, category: string) {
  const row = await db
    .prepare(
      `SELECT id, steps FROM cloud_flow_definition WHERE tenant_id = ? AND category = ? AND suspension_state = ${ACTIVE}
     ORDER BY deployment_time DESC, version DESC, id DESC LIMIT 1`,
    )
    .bind(tenantId, category)
    .first<{ id: string; steps: string }>();
  return row ? { id: row.id, steps: readSteps(row.steps) } : null;
}

/** The INSERTs of an instance of `definition` at its first step, and its first task. */
export function startStatements(
  db: D1Database,
  tenantId: string,
  definition: { id: string; steps: { name: string; roleId: string }[] },
  business: BusinessRef,
  starter: Starter,
  now: number,
): D1PreparedStatement[] {
  const first = definition.steps[0]!;
  const instanceId = newId();
  return [
    db
      .prepare(
        `INSERT INTO cloud_flow_instance (id, tenant_id, definition_id, business_type, business_id, business_label, step_index, state, start_user, start_user_name, start_time)
       VALUES (?, ?, ?, ?, ?, ?, 0, ${RUNNING}, ?, ?, ?)`,
      )
      .bind(
        instanceId,
        tenantId,
        definition.id,
        business.type,
        business.id,
        business.label,
        starter.id,
        starter.name,
        now,
      ),
    db
      .prepare(
        "INSERT INTO cloud_flow_task (id, tenant_id, instance_id, step_index, step_name, role_id, state, create_time) VALUES (?, ?, ?, 0, ?, ?, 0, ?)",
      )
      .bind(newId(), tenantId, instanceId, first.name, first.roleId, now),
  ];
}

/** Starts an instance for the object when its category has an active definition; whether one started. */
export async function startInstance(
  db: D1Database,
  tenantId: string,
  category: string,
  business: BusinessRef,
  starter: Starter,
): Promise<boolean> {
  const definition = await activeDefinition(db, tenantId, category);
  if (!definition || definition.steps.length === 0) return false;
  await db.batch(startStatements(db, tenantId, definition, business, starter, Date.now()));
  return true;
}

/** The running instance an object is in, with its current step's name; null when none. */
export async function runningInstance(
  db: D1Database,
  type: BusinessRef["type"],
  id: string,
): Promise<{ id: string; stepName: string } | null> {
  const row = await db
    .prepare(
      `SELECT i.id, t.step_name FROM cloud_flow_instance i LEFT JOIN cloud_flow_task t ON t.instance_id = i.id AND t.state = 0
     WHERE i.business_type = ? AND i.business_id = ? AND i.state = ${RUNNING} LIMIT 1`,
    )
    .bind(type, id)
    .first<{ id: string; step_name: string | null }>();
  return row ? { id: row.id, stepName: row.step_name ?? "" } : null;
}
