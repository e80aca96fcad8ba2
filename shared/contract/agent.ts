/**
 * /api/cloud-agent: agent info (spec §7 Agent), the agents' salespersons (business), merchant
 * migration between agents (spec §7 Migration) and the banks' activities (银行活动,
 * bankActManage) (ADR 031).
 */
import { z } from "zod";
import { type AnyEntry, assumed, del, get, post, service, shape, spec, firstRecord } from "./define.ts";
import {
  code,
  count,
  done,
  id,
  list,
  maybe,
  numeric,
  page,
  type Paging,
  record,
  text,
  time,
  yuanOrEmpty,
} from "./wire.ts";

const AGENT = "/api/cloud-agent/agent/agentinfo";
const BUSINESS = "/api/cloud-agent/business";
const MIGRATION = "/api/cloud-agent/migration";
const BANK_ACT = "/api/cloud-agent/bankActManage";

/** AgentVO as the list, the detail and the forms read it (the lists flattened by the console). */
export const agentRow = record({
  id,
  agentNo: text,
  agentName: text,
  agentLevel: code,
  parentId: code,
  parentName: text,
  agentPath: text,
  linkMan: text,
  mobile: text,
  settleType: code,
  agentStatus: code,
  channelCode: text,
  /** 单笔限额, yuan. */
  payLimit: yuanOrEmpty,
  agentAccountingRate: code,
  agentAccount: text,
  agentSettleList: z.array(z.unknown()).nullish(),
  agentDefaultMerchantRates: z.array(z.unknown()).nullish(),
  channelAgentRateVOS: z.array(z.unknown()).nullish(),
  subAgentCount: numeric,
  merchantCount: numeric,
  createTime: time,
});
export type AgentRow = z.output<typeof agentRow>;

/** An agent as the remote search-select reads it. */
export const agentChoice = record({
  id,
  agentNo: text,
  agentName: text,
  agentLevel: code,
  parentId: code,
  agentStatus: code,
});

/** The chain from the top level down to an agent. */
export const agentLevel = record({ id, agentNo: text, agentName: text, agentLevel: code });

/** One change of an agent (the detail's 变更记录). */
export const agentChange = record({
  id,
  changeType: text,
  beforeValue: text,
  afterValue: text,
  operator: text,
  createTime: time,
});

/** The agent's settlement card, its number masked. */
export const agentDebitCard = record({ accountName: text, cardNo: text, bankName: text, branchName: text });

/** getAgentRates: the agent's rates, its parent's accounting rate, and its costs as policies set them (ADR 020). */
export const agentRates = record({
  agentId: id.optional(),
  agentAccountingRate: code,
  parentAccountingRate: code,
  policyRates: z.array(z.unknown()).nullish(),
  parentPolicyRates: z.array(z.unknown()).nullish(),
  policySource: z.looseObject({}).nullish(),
  nextPolicy: z.looseObject({}).nullish(),
});
export type AgentRates = z.output<typeof agentRates>;

/** A channel's own cost per pay product (percent). */
export const channelTransRate = record({
  channelCode: text,
  channelName: text,
  wxRate: code,
  aliRate: code,
  unionRate: code,
});

/** The bounds every agent's rates keep (percent and yuan, as text). */
export const agentRateConfig = record({ minMerchantRate: code, maxMerchantRate: code, maxFixedFee: code });

/** A salesperson (AgentBusinessVO) of the list, the detail and the search. */
export const salesmanRow = record({
  id,
  name: text,
  mobile: text,
  agentId: code,
  agentName: text,
  agentPath: text,
  status: code,
  createTime: time,
});
export type SalesmanRow = z.output<typeof salesmanRow>;

/** A merchant as 商户迁移 lists it, with its agent. */
export const migrationMerchant = record({
  id,
  merchantId: code,
  merchantNo: text,
  merchantName: text,
  agentId: code,
  agentNo: text,
  agentName: text,
  agentPath: text,
});

/** A migration record (迁移记录) or one move of a trajectory. */
export const migrationMove = record({
  id: id.optional(),
  merchantId: code,
  merchantNo: text,
  merchantName: text,
  createTime: time,
});

/** A bank activity (银行活动): amounts in yuan. */
export const bankActRow = record({
  id,
  actNo: text,
  actTitle: text,
  bankName: text,
  startDate: text,
  endDate: text,
  threshold: yuanOrEmpty,
  reduce: yuanOrEmpty,
  dailyCap: yuanOrEmpty,
  discountRate: code,
  status: code,
});
export type BankActRow = z.output<typeof bankActRow>;

/** What the console sends to save or update an agent (spec §3's payload). */
export type AgentPayload = Record<string, unknown>;

const agentProbe = () => firstRecord((): AnyEntry => agent.agentInfo.list);

export const agent = service("agent", {
  agentInfo: {
    /** GET page (spec §7 Agent): the agents within the operator's partner scope. */
    list: get(`${AGENT}/page`, page(agentRow), {
      query: shape<
        Paging & { agentNoAndAgentNameSearch?: string; agentLevel?: string; agentStatus?: string; settleType?: string }
      >(),
      source: spec("§7 Agent"),
    }),
    /** GET getAgentByNameOrNo (searchStr, agentLevel, maxLevel): the remote search-select's agents. */
    search: get(`${AGENT}/getAgentByNameOrNo`, page(agentChoice), {
      query: shape<Paging & { searchStr?: string; agentLevel?: string; agentStatus?: string; maxLevel?: string }>(),
      source: spec("§7 Agent"),
    }),
    detail: get(`${AGENT}/detail`, maybe(agentRow), {
      query: shape<{ id: string }>(),
      source: spec("§7 Agent"),
      probe: agentProbe(),
    }),
    levelList: get(`${AGENT}/levelList`, list(agentLevel), {
      query: shape<{ id: string }>(),
      source: spec("§7 Agent"),
      probe: agentProbe(),
    }),
    changeLog: get(`${AGENT}/getAgentChangeLogById`, page(agentChange), {
      query: shape<Paging & { id: string }>(),
      source: spec("§7 Agent"),
      probe: agentProbe(),
    }),
    debitCard: get(`${AGENT}/getAgentDebitCard`, maybe(agentDebitCard), {
      query: shape<{ agentId: string }>(),
      source: spec("§7 Agent"),
      probe: firstRecord((): AnyEntry => agent.agentInfo.list, "agentId", "id"),
    }),
    rates: get(`${AGENT}/getAgentRates`, maybe(agentRates), {
      query: shape<{ agentId: string }>(),
      source: spec("§7 Agent"),
      probe: firstRecord((): AnyEntry => agent.agentInfo.list, "agentId", "id"),
    }),
    channelTransRate: get(`${AGENT}/getChannelTransRate`, list(channelTransRate), { source: spec("§7 Agent") }),
    rateConfig: get(`${AGENT}/getRateConfig`, maybe(agentRateConfig), { source: spec("§7 Agent") }),
    /** POST export (spec §7 Agent, a blob): the list's filters as the backend's workbook; `full=1` unmasked (ADR 029). */
    export: post(`${AGENT}/export`, z.unknown(), {
      query: shape<Record<string, string | number | undefined>>(),
      body: "none",
      effect: "file",
      permission: "agent_export",
      source: spec("§7 Agent"),
    }),
    save: post(`${AGENT}/save`, done, {
      bodyType: shape<AgentPayload>(),
      source: spec("§7 Agent"),
      permission: "agent_add",
    }),
    update: post(`${AGENT}/update`, done, {
      bodyType: shape<AgentPayload>(),
      source: spec("§7 Agent"),
      permission: "agent_edit",
    }),
    updateStatus: post(`${AGENT}/updateStatus`, done, {
      bodyType: shape<{ id: string; agentStatus: string | number }>(),
      source: spec("§7 Agent"),
    }),
    updateAccount: post(`${AGENT}/updateAgentAccount`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: spec("§7 Agent"),
    }),
    batchSettlement: post(`${AGENT}/batchSetAgentSettlementConfig`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: spec("§7 Agent"),
    }),
    /** GET batchSetAgentTradeFlag (ids, tradeFlag): a GET that writes. */
    batchTradeFlag: get(`${AGENT}/batchSetAgentTradeFlag`, done, {
      query: shape<{ ids: string; tradeFlag: string | number }>(),
      effect: "write",
      source: spec("§7 Agent"),
    }),
    delete: del(`${AGENT}/delete`, done, { query: shape<{ id: string }>(), source: spec("§7 Agent") }),
    batchDelete: del(`${AGENT}/batchDelete`, done, {
      query: shape<{ ids: string }>(),
      source: spec("§7 Agent"),
      permission: "agent_delete",
    }),
    /** GET agentinfo/business/getAgentBusinessByNameOrNo: spec §7's prefix for the salesperson search (the console calls the business controller's). */
    businessSearch: get(`${AGENT}/business/getAgentBusinessByNameOrNo`, page(salesmanRow), {
      query: shape<Paging & { searchStr?: string }>(),
      source: spec("§7 Agent"),
    }),
    /** GET agentinfo/bankActManage/qryList: spec §7's prefix for the activity search (the console calls bankActManage's). */
    bankActSearch: get(`${AGENT}/bankActManage/qryList`, page(bankActRow), {
      query: shape<Paging & { actTitle?: string; status?: string }>(),
      source: spec("§7 Agent"),
    }),
  },
  business: {
    list: get(`${BUSINESS}/page`, page(salesmanRow), {
      query: shape<Paging & Record<string, string | number | undefined>>(),
      source: assumed("the salespersons' BladeX CRUD page (业务员管理); spec §7 names only the search"),
    }),
    /** GET developPage: the salespersons' development figures (业务拓展) within the operator's subtree. */
    developPage: get(`${BUSINESS}/developPage`, page(record({ id: id.optional(), name: text, agentPath: text })), {
      query: shape<Paging & Record<string, string | number | undefined>>(),
      source: assumed("业务拓展's list on the business controller; spec §7 does not name it"),
    }),
    detail: get(`${BUSINESS}/detail`, maybe(salesmanRow), {
      query: shape<{ id: string }>(),
      source: assumed("the salespersons' BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => agent.business.list),
    }),
    submit: post(`${BUSINESS}/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the salespersons' BladeX CRUD submit"),
    }),
    remove: post(`${BUSINESS}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("the salespersons' BladeX CRUD remove"),
    }),
    status: post(`${BUSINESS}/status`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("served for BladeX parity; the console does not call it"),
    }),
    /** GET getAgentBusinessByNameOrNo (searchStr): the remote search-select's salespersons. */
    search: get(`${BUSINESS}/getAgentBusinessByNameOrNo`, page(salesmanRow), {
      query: shape<Paging & { searchStr?: string }>(),
      source: assumed(
        "spec §7 lists business/getAgentBusinessByNameOrNo without its exact prefix; the business controller's own path",
      ),
    }),
  },
  migration: {
    records: get(`${MIGRATION}/userMigrationRecord`, page(migrationMove), {
      query: shape<Paging>(),
      source: spec("§7 Migration"),
    }),
    merchantPage: get(`${MIGRATION}/queryMerchantMigrationPage`, page(migrationMerchant), {
      query: shape<
        Paging & { merchantId?: string; merchantNo?: string } & Record<string, string | number | undefined>
      >(),
      source: spec("§7 Migration"),
    }),
    trajectory: get(`${MIGRATION}/queryMigrationTrajectoryDetailList`, list(migrationMove), {
      query: shape<{ merchantId: string }>(),
      source: spec("§7 Migration"),
      probe: firstRecord((): AnyEntry => agent.migration.merchantPage, "merchantId", "id"),
    }),
    /** POST exportMigrationTrajectory (spec §7 Migration): the trajectories as the backend's workbook. */
    exportTrajectory: post(`${MIGRATION}/exportMigrationTrajectory`, z.unknown(), {
      query: shape<Record<string, string | number | undefined>>(),
      body: "none",
      effect: "file",
      source: spec("§7 Migration"),
    }),
    migrate: post(
      `${MIGRATION}/migrate`,
      maybe(record({ merchantCount: count.optional(), recordCount: count.optional() })),
      {
        bodyType: shape<{ merchantIds: string[]; targetAgentId: string; remark: string }>(),
        source: assumed("spec §7 Migration names the reads; the move itself is the console's 迁移 action"),
      },
    ),
  },
  bankAct: {
    list: get(`${BANK_ACT}/page`, page(bankActRow), {
      query: shape<Paging & Record<string, string | number | undefined>>(),
      source: assumed("银行活动's BladeX CRUD page on bankActManage"),
    }),
    detail: get(`${BANK_ACT}/detail`, maybe(bankActRow), {
      query: shape<{ id: string }>(),
      source: assumed("银行活动's BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => agent.bankAct.list),
    }),
    submit: post(`${BANK_ACT}/submit`, maybe(record({ id })), {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("银行活动's BladeX CRUD submit"),
    }),
    remove: post(`${BANK_ACT}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("银行活动's BladeX CRUD remove"),
    }),
    /** GET qryList (actTitle): the remote search-select's activities. */
    qryList: get(`${BANK_ACT}/qryList`, page(bankActRow), {
      query: shape<Paging & { actTitle?: string; status?: string }>(),
      source: assumed("spec §7 lists bankActManage/qryList without its exact prefix; bankActManage's own path"),
    }),
  },
});
