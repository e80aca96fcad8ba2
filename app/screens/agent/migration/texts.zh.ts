/** 代理商迁移. */
const texts = {
  agent: "当前代理商",
  previousAgent: "迁移前代理商",
  migrationCount: "迁移次数",
  lastMigrationTime: "最近迁移时间",
  migrated: "迁移情况",
  migratedOptions: { "1": "迁移过", "0": "未迁移" },
  trajectory: "迁移轨迹",
  noTrajectory: "该商户没有迁移记录",
  records: "迁移记录",
  recordsTotal: "共 {{total}} 条，显示最近 {{shown}} 条",
  recordsFailed: "迁移记录加载失败",
  recordNo: "迁移单号",
  fromAgent: "原代理商",
  toAgent: "新代理商",
  userCount: "随迁账号数",
  migrate: "迁移商户",
  merchantNos: "商户编号",
  merchantNosHint: "一个或多个，以空格或逗号分隔，最多 50 个",
  merchantNosFormat: "商户编号格式不正确（M 加 8 位数字）",
  merchantNosTooMany: "一次最多迁移 50 个商户",
  targetAgentNo: "目标代理商编号",
  targetAgentNoHint: "如 A000006",
  targetAgentNoFormat: "代理商编号格式不正确（A 加 6 位数字）",
  merchantUnknown: "商户 {{no}} 不存在或无权访问",
  agentUnknown: "代理商 {{no}} 不存在",
  migrateSubmit: "迁移",
  createTime: "迁移时间",
};

/** Where these texts are read: `partner.migration.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.migration";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
