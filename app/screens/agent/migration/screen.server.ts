/**
 * 代理商迁移 on the server: the merchant shown by 查看 checked against the partner scope (ADR 016)
 * with its trajectory, and the latest migration records for the section below the list.
 */
import { z } from "zod";
import { optionalText, requiredText } from "~/kit/server/schema.server";
import { ActionRefused, saveForm } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { children, fetchPage, type Loaded, settle, text } from "~/kit/server/page.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import type { FormMessageView } from "~/lib/i18n";
import { holds, loadPartnerScope, PARTNER_OUT_OF_SCOPE_KEY, requireHeld } from "~/kit/server/partner-scope.server";
import { agent } from "@contract";
import { type MerchantMigration, type MigrationRecord, migrationScreen, type Move } from "./screen";

const toRow = rowReader(migrationScreen);

/** How many of the latest records the section shows. */
export const RECORDS_SHOWN = 10;

const agentLabel = (row: Record<string, unknown>, prefix: string) => {
  const no = text(row[`${prefix}AgentNo`]);
  const name = text(row[`${prefix}AgentName`]);
  return no ? `${name}（${no}）` : name;
};

function toMove(row: Record<string, unknown>): Move | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    recordNo: text(row.recordNo),
    fromAgent: agentLabel(row, "from"),
    toAgent: agentLabel(row, "to"),
    operator: text(row.operator),
    createTime: text(row.createTime),
    remark: text(row.remark),
  };
}

/** A record: the move, with how many merchants and users it moved. */
function toRecord(row: Record<string, unknown>): MigrationRecord | null {
  const move = toMove(row);
  return move && { ...move, merchantCount: Number(row.merchantCount ?? 0), userCount: Number(row.userCount ?? 0) };
}

export type MigrationExtra = {
  trajectory: Loaded<Move[]> | null;
  records: Loaded<{ records: MigrationRecord[]; total: number }>;
};

export function migrationLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<MerchantMigration, MigrationExtra> => {
    const viewing = query.dialog === "view" && query.id ? query.id : null;
    return {
      // The merchant shown by 查看: the backend's row for it (by id), checked against the scope.
      detail: async (id) => {
        const loaded = await fetchPage(
          operator,
          agent.migration.merchantPage,
          { merchantId: id, current: 1, size: 1 },
          { current: 1, size: 1 },
          toRow,
        );
        const row = loaded.value.records[0] ?? null;
        if (row && !holds(await loadPartnerScope(operator), row, "merchant"))
          return { value: null, error: { key: PARTNER_OUT_OF_SCOPE_KEY } };
        return { value: row, error: loaded.error };
      },
      extra: (async () => {
        const [trajectory, records] = await Promise.all([
          viewing
            ? settle(
                operator.api
                  .call(agent.migration.trajectory, { query: { merchantId: viewing } })
                  .then((rows) => children(rows).flatMap((r) => toMove(r) ?? [])),
                [],
              )
            : Promise.resolve(null),
          settle(
            operator.api.call(agent.migration.records, { query: { current: 1, size: RECORDS_SHOWN } }).then((page) => ({
              records: children(page?.records).flatMap((r) => toRecord(r) ?? []),
              total: Number(page?.total ?? 0),
            })),
            { records: [], total: 0 },
          ),
        ]);
        return { trajectory, records };
      })(),
    };
  };
}

/* 迁移: merchants by number to an agent by number (migration_migrate). */

const MERCHANT_NO = /^M\d{8}$/;
const AGENT_NO = /^A\d{6}$/;
/** At most this many merchants in one migration (the backend's own limit is 200). */
export const MIGRATE_MAX = 50;

const T = "partner.migration";

export const migrateSchema = z.object({
  merchantNos: requiredText(1000)
    .transform((text) => [...new Set(text.split(/[\s,，、]+/).filter(Boolean))])
    .refine((list) => list.every((no) => MERCHANT_NO.test(no)), `${T}.merchantNosFormat`)
    .refine((list) => list.length <= MIGRATE_MAX, `${T}.merchantNosTooMany`),
  targetAgentNo: z
    .string({ error: "kit.validation.required" })
    .trim()
    .min(1, "kit.validation.required")
    .regex(AGENT_NO, `${T}.targetAgentNoFormat`),
  remark: optionalText(200),
});

/** A merchant of the operator's scope by its number, as the migration page answers it. */
async function merchantByNo(operator: Operator, merchantNo: string): Promise<MerchantMigration> {
  const loaded = await fetchPage(
    operator,
    agent.migration.merchantPage,
    { merchantNo, current: 1, size: 5 },
    { current: 1, size: 5 },
    toRow,
  );
  const row = loaded.value.records.find((r) => r.merchantNo === merchantNo) ?? null;
  if (!row)
    throw new ActionRefused({ key: `${T}.merchantUnknown`, values: { no: merchantNo } } as FormMessageView, 400);
  await requireHeld(operator, row, "merchant");
  return row;
}

/** An agent by its number (the agent search); the backend checks it lies in the operator's scope. */
async function agentByNo(operator: Operator, agentNo: string): Promise<string> {
  const page = await operator.api.call(agent.agentInfo.search, { query: { searchStr: agentNo, current: 1, size: 5 } });
  const found = children(page?.records).find((r) => text(r.agentNo) === agentNo);
  if (!found) throw new ActionRefused({ key: `${T}.agentUnknown`, values: { no: agentNo } } as FormMessageView, 400);
  return text(found.id);
}

export const migrationActions: ActionOptions = {
  intents: (operator) => ({
    migrate: {
      permission: "migration_migrate",
      run: (ctx) =>
        saveForm(ctx, {
          schema: migrateSchema,
          menuCode: migrationScreen.menuCode,
          send: async (value) => {
            const merchants = await Promise.all(
              (value.merchantNos as string[]).map((no) => merchantByNo(operator, no)),
            );
            const targetAgentId = await agentByNo(operator, String(value.targetAgentNo));
            return operator.api.call(agent.migration.migrate, {
              json: {
                merchantIds: merchants.map((m) => m.merchantId || m.id),
                targetAgentId,
                remark: value.remark ?? "",
              },
            });
          },
        }),
    },
  }),
};
