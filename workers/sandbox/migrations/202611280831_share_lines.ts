/**
 * 分润报表's share lines (ADR 036): a month's paid orders priced once and kept, so the report sums
 * lines instead of pricing every order on each request.
 *
 * - cloud_share_line: per paid order of a priced month, a line at depth 0 (the order: amount, fee
 *   charged and kept; share_agent_id '') and one per level of its shares (depth ≥ 1: the level's
 *   agent in share_agent_id, its share at payment and after refunds), each with the order's own
 *   columns the report filters on (agent_id is the ORDER's agent, so the orders' WHERE applies).
 *   Clustered by month and sharing agent: an agent's lines of a month are one range; indexed by
 *   order (its levels) and by the order's agent (a subtree's lines).
 * - cloud_share_total: a month's lines summed per sharing agent ('' the orders themselves), as
 *   they are written (share-lines.ts): the platform's whole month reads an agent's row, not its lines.
 * - cloud_share_month: the months priced, and the pricing version they were priced at (NULL while
 *   being priced).
 * - cloud_share_queue: orders changed since their month was priced (by the triggers below: any
 *   writer of an order or of its settled shares), taken off and priced again before the month is
 *   next read.
 * - cloud_share_pricing: one version, counted up by every change of what prices a share (agents'
 *   tree, levels and own rates; policies; templates and their items): a month priced at an older
 *   version is priced again.
 *
 * A trigger's inner statement ends mid-line (`; END;`): migrations are split at a `;` ending a line.
 */

/** SQL: the Beijing month (yyyy-MM) of an order's creation, the order's columns prefixed `row.`. */
export const creationMonth = (row: string) => `strftime('%Y-%m', (${row}.create_time + 28800000) / 1000, 'unixepoch')`;

/**
 * Queues the orders of `select` (selecting `id, tenant_id, month`) whose month is priced; an order
 * queued already stays queued (an upsert: the writer's own OR IGNORE would override an OR REPLACE here).
 */
const queue = (select: string) =>
  `INSERT INTO cloud_share_queue (tenant_id, month, order_id) SELECT x.tenant_id, x.month, x.id FROM (${select}) x
    WHERE EXISTS (SELECT 1 FROM cloud_share_month m WHERE m.tenant_id = x.tenant_id AND m.month = x.month)
    ON CONFLICT DO NOTHING; END;`;

const row = (r: "NEW" | "OLD") => `SELECT ${r}.id AS id, ${r}.tenant_id AS tenant_id, ${creationMonth(r)} AS month`;

/** The order rows (aliased o) of a share row's order id. */
const shareOrder = (ids: string) =>
  `SELECT o.id AS id, o.tenant_id AS tenant_id, ${creationMonth("o")} AS month FROM cloud_trade_order o WHERE o.id IN (${ids})`;

const ORDER_COLUMNS =
  "tenant_id, create_time, state, agent_id, merchant_id, store_id, channel_code, pay_type, amount_fen, pay_fee_fen, fee_fen, refunded_fen, rate, pay_time";

const BUMP = "UPDATE cloud_share_pricing SET version = version + 1; END;";

/** A pricing table's triggers: each change counts the version up. */
const bumps = (table: string, events: string[]) =>
  events
    .map(
      (event, i) =>
        `CREATE TRIGGER IF NOT EXISTS ${table}_pricing_${i} AFTER ${event} ON ${table} BEGIN
  ${BUMP}`,
    )
    .join("\n");

export default `
CREATE TABLE IF NOT EXISTS cloud_share_line (
  tenant_id TEXT NOT NULL, month TEXT NOT NULL, share_agent_id TEXT NOT NULL, order_id TEXT NOT NULL, depth INTEGER NOT NULL,
  agent_id TEXT, merchant_id TEXT NOT NULL, store_id TEXT, channel_code TEXT NOT NULL, pay_type TEXT NOT NULL,
  amount_fen INTEGER NOT NULL, pay_fee_fen INTEGER NOT NULL, fee_fen INTEGER NOT NULL,
  share_fen INTEGER NOT NULL, kept_share_fen INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, month, share_agent_id, order_id, depth)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS cloud_share_line_order ON cloud_share_line (order_id, share_agent_id, depth);
CREATE INDEX IF NOT EXISTS cloud_share_line_agent ON cloud_share_line (tenant_id, month, agent_id);
CREATE TABLE IF NOT EXISTS cloud_share_total (
  tenant_id TEXT NOT NULL, month TEXT NOT NULL, share_agent_id TEXT NOT NULL, orders INTEGER NOT NULL,
  volume INTEGER NOT NULL, pay_fee INTEGER NOT NULL, fee INTEGER NOT NULL, share INTEGER NOT NULL, kept INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, month, share_agent_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS cloud_share_month (
  tenant_id TEXT NOT NULL, month TEXT NOT NULL, pricing INTEGER, PRIMARY KEY (tenant_id, month)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS cloud_share_queue (
  tenant_id TEXT NOT NULL, month TEXT NOT NULL, order_id TEXT NOT NULL, PRIMARY KEY (tenant_id, month, order_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS cloud_share_pricing (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
INSERT OR IGNORE INTO cloud_share_pricing (id, version) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS cloud_share_queue_order_insert AFTER INSERT ON cloud_trade_order BEGIN
  ${queue(row("NEW"))}
CREATE TRIGGER IF NOT EXISTS cloud_share_queue_order_update AFTER UPDATE OF ${ORDER_COLUMNS} ON cloud_trade_order BEGIN
  ${queue(`${row("OLD")} UNION ${row("NEW")}`)}
CREATE TRIGGER IF NOT EXISTS cloud_share_queue_order_delete AFTER DELETE ON cloud_trade_order BEGIN
  ${queue(row("OLD"))}
CREATE TRIGGER IF NOT EXISTS cloud_share_queue_share_insert AFTER INSERT ON cloud_profit_share BEGIN
  ${queue(shareOrder("NEW.order_id"))}
CREATE TRIGGER IF NOT EXISTS cloud_share_queue_share_update AFTER UPDATE ON cloud_profit_share BEGIN
  ${queue(shareOrder("OLD.order_id, NEW.order_id"))}
CREATE TRIGGER IF NOT EXISTS cloud_share_queue_share_delete AFTER DELETE ON cloud_profit_share BEGIN
  ${queue(shareOrder("OLD.order_id"))}
${bumps("cloud_agent_info", ["UPDATE OF tenant_id, agent_level, parent_id, agent_accounting_rate", "DELETE"])}
${bumps("cloud_policy", ["INSERT", "UPDATE", "DELETE"])}
${bumps("cloud_rate_template", ["UPDATE", "DELETE"])}
${bumps("cloud_rate_template_item", ["INSERT", "UPDATE", "DELETE"])}
`;
