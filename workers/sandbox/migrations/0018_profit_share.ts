/**
 * 0018: an agent's share of its network's fees (分润, ADR 019), settled per agent per day (结算记录's
 * agent batches, owner_type 2). One row per paid order per agent above its merchant: depth 1 is the
 * merchant's own agent, 2 its parent, 3 the grandparent. Each level earns the difference between the
 * fee at the rate below it and the fee at its own cost rate, both half-up to the fen:
 *   share(depth 1) = order fee − fee(amount × own cost)
 *   share(depth n) = fee(amount × child's cost) − fee(amount × own cost)
 * so the shares of an order add up, to the fen, to its fee minus the top agent's cost fee.
 * share_fen is at payment; kept_share_fen the same over the amount still paid after refunds (the
 * merchant's kept fee at depth 1), between 0 and share_fen (a refund takes back, never adds). Rates
 * are percent text as snapshotted (agent_rate: the level's cost; child_rate: the merchant's rate at
 * depth 1, else the child agent's cost). batch_id: the agent's settlement batch the share was
 * settled in.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_profit_share (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, order_id TEXT NOT NULL, agent_id TEXT NOT NULL, depth INTEGER NOT NULL,
  agent_rate TEXT NOT NULL, child_rate TEXT NOT NULL, share_fen INTEGER NOT NULL, kept_share_fen INTEGER NOT NULL,
  pay_time INTEGER NOT NULL, batch_id TEXT,
  UNIQUE (order_id, depth)
);
CREATE INDEX IF NOT EXISTS cloud_profit_share_batch ON cloud_profit_share (batch_id);
CREATE INDEX IF NOT EXISTS cloud_profit_share_agent ON cloud_profit_share (tenant_id, agent_id, pay_time);
`;
