import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  // Public (spec §2): sign-in and its variants, lock, sign-out, error pages.
  route("login", "routes/login.tsx"),
  route("login/captcha", "routes/login-captcha.ts"),
  route("login/social/:source", "routes/login-social.ts"),
  route("authredirect", "routes/authredirect.ts"),
  route("lock", "routes/lock.tsx"),
  route("logout", "routes/logout.tsx"),
  route("locale", "routes/locale.ts"),
  route("shell", "routes/shell.ts"),
  route("shell/search-index", "routes/shell-search-index.ts"),
  route("shell/marketing", "routes/shell-marketing.ts"),
  // The tenant's current logo, public: the sign-in page shows it (ADR 030).
  route("theme/logo/:tenantId", "routes/theme-logo.ts"),
  route("403", "routes/error-403.tsx"),
  route("404", "routes/error-404.tsx"),
  route("500", "routes/error-500.tsx"),
  // Signed-in screens: the console layout's middleware is the route guard.
  layout("routes/console/layout.tsx", [
    route("main", "routes/console/main.ts"),
    route("main/index", "routes/console/home.tsx"),
    route("info/index", "routes/console/info.tsx"),
    // The flow top-up as pages (issue 16): the shell's dialog without JavaScript.
    route("topup", "routes/console/topup.tsx"),
    route("myiframe/urlPath", "routes/console/iframe.tsx"),
    route("message/myMessage", "routes/console/messages.tsx", { id: "messages-mine" }),
    route("message/sysNotice", "routes/console/messages.tsx", { id: "messages-system" }),
    // 平台公告 (helper notice, ADR 024).
    route("message/platformInfo", "routes/console/message/platform-info.tsx"),
    // The screen kit's resource routes (JSON for the hydrated page; signed-in only).
    route("kit/search/:kind", "routes/console/kit/search.ts"),
    route("kit/check-word", "routes/console/kit/check-word.ts"),
    route("kit/upload", "routes/console/kit/upload.ts"),
    route("kit/columns", "routes/console/kit/columns.ts"),
    route("kit/export/*", "routes/console/kit/export.ts"),
    // A stored file by its reference, for the operators whose menu shows it (ADR 030).
    route("files/:ref", "routes/console/files.ts"),
    // 系统管理 and 日志管理 (spec §2 and §7), one module per screen.
    route("system/dict", "routes/console/system/dict.tsx", { id: "system-dict" }),
    route("system/dictBiz", "routes/console/system/dict.tsx", { id: "system-dict-biz" }),
    route("system/menu", "routes/console/system/menu.tsx"),
    route("system/role", "routes/console/system/role.tsx"),
    route("system/user", "routes/console/system/user.tsx"),
    route("system/dept", "routes/console/system/dept.tsx"),
    route("system/deptDesign", "routes/console/system/dept-design.tsx"),
    route("system/region", "routes/console/system/region.tsx"),
    route("system/mcc", "routes/console/system/mcc.tsx"),
    route("system/bankInfo", "routes/console/system/bank-info.tsx"),
    route("system/blacklist", "routes/console/system/blacklist.tsx"),
    route("system/sensitive", "routes/console/system/sensitive.tsx", { id: "system-sensitive" }),
    route("system/sensitiveWhite", "routes/console/system/sensitive.tsx", { id: "system-sensitive-white" }),
    route("system/commonSetting", "routes/console/system/common-setting.tsx"),
    route("log/api", "routes/console/system/logs.tsx", { id: "log-api" }),
    route("log/error", "routes/console/system/logs.tsx", { id: "log-error" }),
    route("log/usual", "routes/console/system/logs.tsx", { id: "log-usual" }),
    // The partner network (issue 13), one module per screen.
    route("agent/agentInfo", "routes/console/partner/agent.tsx"),
    route("agent/salesman", "routes/console/partner/salesman.tsx"),
    route("agent/migration", "routes/console/partner/migration.tsx"),
    route("business/businessInfo", "routes/console/partner/business-info.tsx"),
    route("business/investPromotion", "routes/console/partner/invest-promotion.tsx"),
    // 通道管理 and 设备管理 (partner network, h-channel).
    route("channel/channelInfo", "routes/console/partner/channel-info.tsx"),
    route("channel/channelRate", "routes/console/partner/channel-rate.tsx"),
    route("channel/deptConfig", "routes/console/partner/dept-channel.tsx"),
    route("equip/equipInfo", "routes/console/partner/equip-info.tsx"),
    route("equip/equipTenant", "routes/console/partner/equip-tenant.tsx"),
    // 门店管理 and 收银员管理 (partner network, ADR 016); /storeSub is spec §2's fixed route.
    route("store/storeInfo", "routes/console/partner/store-info.tsx"),
    route("merchant/storeMen", "routes/console/partner/store-men.tsx"),
    route("store/storeSub", "routes/console/partner/store-sub.tsx"),
    route("storeSub", "routes/console/partner/store-split.tsx"),
    route("merchant/merchantInfo", "routes/console/partner/merchant-info.tsx"),
    route("merchant/merchantSub", "routes/console/partner/merchant-sub.tsx"),
    route("merchantSub", "routes/console/partner/merchant-sub-form.tsx"),
    route("channelStatus", "routes/console/partner/channel-status.tsx"),
    route("bankChannelStatus", "routes/console/partner/bank-channel-status.tsx"),
    // 营销管理's toll screens, the platform's side of the flow top-up (issue 16, ADR 017).
    route("marketing/tollCombo", "routes/console/marketing/toll-combo.tsx"),
    route("marketing/recharge", "routes/console/marketing/recharge.tsx"),
    route("settlement/settleRecord", "routes/console/settlement/settle-record.tsx"),
    route("settlement/settleConfig", "routes/console/settlement/settle-config.tsx"),
    route("marketing/companyConfig", "routes/console/marketing/company-config.tsx"),
    route("marketing/flowCount", "routes/console/marketing/flow-count.tsx"),
    route("orders/transactionOrder", "routes/console/orders/transaction-order.tsx"),
    route("orders/refundOrder", "routes/console/orders/refund-order.tsx"),
    route("account/accountInfo", "routes/console/account/account-info.tsx"),
    route("account/freeze", "routes/console/account/freeze.tsx"),
    route("account/moneyReview", "routes/console/account/money-review.tsx"),
    // 对账管理 (issue 17): 对账单 with its statement download, 差错处理.
    route("reconciliation/bill", "routes/console/reconciliation/bill.tsx"),
    route("reconciliation/bill/statement", "routes/console/reconciliation/bill-statement.tsx"),
    route("reconciliation/error", "routes/console/reconciliation/error.tsx"),
    // 政策配置 (issue 18, ADR 020): 费率模板 and 政策列表.
    route("policy/rateTemplate", "routes/console/policy/rate-template.tsx"),
    route("policy/policyInfo", "routes/console/policy/policy-info.tsx"),
    // 报表中心 (issue 18, ADR 021): 交易报表 and its PDF.
    route("report/tradeReport", "routes/console/report/trade-report.tsx"),
    route("report/tradeReport/pdf", "routes/console/report/trade-report-pdf.ts"),
    route("report/profitReport", "routes/console/report/profit-report.tsx"),
    // 资源管理 (h-res, ADR 027): 对象存储 and 附件管理 (its files through /files/<id>, ADR 030).
    route("resource/oss", "routes/console/resource/oss.tsx"),
    route("resource/attach", "routes/console/resource/attach.tsx"),
    // 微信公众号 (h-wechat, ADR 026): 公众号配置 and 公众号菜单.
    route("wechat/account", "routes/console/wechat/account.tsx"),
    route("wechat/menu", "routes/console/wechat/menu.tsx"),
    // 工作流 (ADR 025): 流程模型, 流程部署, 流程管理, 我的待办, 已办.
    route("flow/model", "routes/console/flow/model.tsx"),
    route("flow/deploy", "routes/console/flow/deploy.tsx"),
    route("flow/manager", "routes/console/flow/manager.tsx"),
    route("flow/todo", "routes/console/flow/todo.tsx"),
    route("flow/done", "routes/console/flow/done.tsx"),
    // 营销活动 and 银行活动 (ADR 023).
    route("marketing/activity", "routes/console/marketing/activity.tsx"),
    route("agent/bankActManage", "routes/console/partner/bank-act.tsx"),
    route("*", "routes/console/not-found.ts"),
  ]),
] satisfies RouteConfig;
