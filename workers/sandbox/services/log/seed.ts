/** seed_v3_reference's logs: the cloud-log tables (api, error, usual), deterministic, newest first per tenant. */
import { seedId } from "../../core/ids";
import type { Row, SeedData } from "../../core/seed";

/** Seed kinds (reference range 50–59). */
export const LOG_KIND = { api: 55, error: 56, usual: 57 } as const;

/** The newest seeded log is at 2026-01-05 09:00:00 (GMT+8); older ones step back. */
export const LOG_BASE = Date.UTC(2026, 0, 5, 1, 0, 0);

/** serviceId → [serverIp, serverHost]: the pod that logs its requests (the generated log too). */
export const SERVERS: Record<string, [string, string]> = {
  "cloud-auth": ["10.42.1.11:8100", "cloud-auth-6b7c9d5f8-q2h7k"],
  "cloud-system": ["10.42.3.17:8106", "cloud-system-7d9f8c6b5-k2x7p"],
  "cloud-user": ["10.42.3.25:8102", "cloud-user-58c6f7d9b4-w9r3t"],
  "cloud-agent": ["10.42.5.21:8201", "cloud-agent-5c7b9d8f4-m8q2w"],
  "cloud-merchant": ["10.42.2.9:8202", "cloud-merchant-6f8d7c9b2-t4n6v"],
  "cloud-order": ["10.42.4.33:8203", "cloud-order-7c5d8b6f9-x3p8j"],
  "cloud-channel": ["10.42.6.14:8204", "cloud-channel-9d6c7b5f8-h5m2r"],
  "cloud-report": ["10.42.6.40:8205", "cloud-report-5f9b8c7d6-z7k4n"],
  "cloud-resource": ["10.42.3.31:8010", "cloud-resource-84d7c6b9f5-j6v1s"],
};

/** The browsers the logged requests come from (the generated log too). */
export const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
];

const REMOTE_IPS = ["116.228.45.12", "183.62.9.201", "58.246.77.30", "101.88.140.6", "223.104.3.118"];
const USERS = ["admin", "operator", "qa1", "admin", "qa2"];

/** [serviceId, method, requestUri, title, methodClass, methodName, params] */
type ApiEntry = [string, string, string, string, string, string, string];

const API: ApiEntry[] = [
  [
    "cloud-auth",
    "POST",
    "/oauth/token",
    "用户登录",
    "com.cloud.auth.endpoint.CloudTokenEndPoint",
    "token",
    "tenantId=000001&username=admin&grant_type=password&scope=all&type=account",
  ],
  [
    "cloud-system",
    "POST",
    "/mcc/submit",
    "新增或修改MCC",
    "com.cloud.system.controller.MccController",
    "submit",
    '{"mccCode":"5812","name":"就餐场所和餐馆","categoryName":"餐饮","sort":92}',
  ],
  [
    "cloud-system",
    "GET",
    "/mcc/list",
    "查询MCC列表",
    "com.cloud.system.controller.MccController",
    "list",
    "current=1&size=100",
  ],
  [
    "cloud-agent",
    "POST",
    "/agent/agentinfo/save",
    "新增代理商",
    "com.cloud.agent.controller.AgentInfoController",
    "save",
    '{"agentName":"上海汇联信息科技有限公司","agentLevel":1,"linkman":"王磊","linkPhone":"13661820347","settleType":1}',
  ],
  [
    "cloud-system",
    "POST",
    "/bank-info/submit",
    "新增或修改银行信息",
    "com.cloud.system.controller.BankInfoController",
    "submit",
    '{"bankName":"招商银行深圳南山支行","bankCode":"308584000013","bankTypeId":2,"bankProvince":"广东省","bankCity":"深圳市"}',
  ],
  [
    "cloud-merchant",
    "POST",
    "/mrc/mrcinfo/submit",
    "商户进件提交",
    "com.cloud.merchant.controller.MrcInfoController",
    "submit",
    '{"merchantName":"杭州西湖区知味小笼包店","mccCode":"5814","legalPerson":"陈建国","settleAccountType":2}',
  ],
  [
    "cloud-system",
    "POST",
    "/blacklist/submit",
    "新增黑名单",
    "com.cloud.system.controller.BlacklistController",
    "submit",
    '{"type":1,"value":"13512348871","reason":"涉嫌电信诈骗，公安机关协查"}',
  ],
  [
    "cloud-agent",
    "POST",
    "/agent/agentinfo/update",
    "修改代理商",
    "com.cloud.agent.controller.AgentInfoController",
    "update",
    '{"id":"1730812209913204737","agentName":"深圳前海融通支付服务有限公司","linkPhone":"13823017765"}',
  ],
  [
    "cloud-system",
    "POST",
    "/menu/submit",
    "新增或修改菜单",
    "com.cloud.system.controller.MenuController",
    "submit",
    '{"parentId":"0","code":"reconciliation","name":"对账管理","path":"/reconciliation","sort":9,"category":1}',
  ],
  [
    "cloud-merchant",
    "POST",
    "/mrc/mrcinfo/audit",
    "商户审核",
    "com.cloud.merchant.controller.MrcInfoController",
    "audit",
    '{"id":"1732950136628891649","auditStatus":2,"auditRemark":"资料齐全，审核通过"}',
  ],
  [
    "cloud-user",
    "POST",
    "/submit",
    "新增用户",
    "com.cloud.user.controller.UserController",
    "submit",
    '{"account":"zhangmin","name":"张敏","realName":"张敏","phone":"13917723056","roleId":"1140000000000000002"}',
  ],
  [
    "cloud-order",
    "GET",
    "/order/trans/page",
    "分页查询交易订单",
    "com.cloud.order.controller.TransOrderController",
    "page",
    "current=1&size=20&startTime=2026-01-01 00:00:00&endTime=2026-01-04 23:59:59",
  ],
  [
    "cloud-system",
    "POST",
    "/role/grant",
    "角色权限设置",
    "com.cloud.system.controller.RoleController",
    "grant",
    '{"roleIds":["1140000000000000002"],"menuIds":["1160000000000000001","1160000000000000014"]}',
  ],
  [
    "cloud-agent",
    "POST",
    "/agent/agentinfo/updateStatus",
    "修改代理商状态",
    "com.cloud.agent.controller.AgentInfoController",
    "updateStatus",
    "id=1730812209913204737&status=2",
  ],
  [
    "cloud-channel",
    "POST",
    "/channel/channelinfo/submit",
    "修改通道配置",
    "com.cloud.channel.controller.ChannelInfoController",
    "submit",
    '{"channelCode":"UNIONPAY_QR","channelName":"银联二维码","debitRate":"0.38","creditRate":"0.60"}',
  ],
  [
    "cloud-system",
    "POST",
    "/sensitive/addWord",
    "新增敏感词",
    "com.cloud.system.controller.SensitiveWordController",
    "addWord",
    '{"word":"跑分"}',
  ],
  [
    "cloud-user",
    "POST",
    "/reset-password",
    "重置密码",
    "com.cloud.user.controller.UserController",
    "resetPassword",
    "userIds=1150000000000000002",
  ],
  [
    "cloud-merchant",
    "POST",
    "/mrc/store/submit",
    "新增门店",
    "com.cloud.merchant.controller.StoreController",
    "submit",
    '{"storeName":"知味小笼包（文三路店）","merchantNo":"898330154110832","address":"杭州市西湖区文三路478号"}',
  ],
  [
    "cloud-order",
    "POST",
    "/order/trans/export",
    "导出交易订单",
    "com.cloud.order.controller.TransOrderController",
    "export",
    "startTime=2026-01-01 00:00:00&endTime=2026-01-03 23:59:59&orderStatus=1",
  ],
  [
    "cloud-system",
    "POST",
    "/dict/submit",
    "新增或修改字典",
    "com.cloud.system.controller.DictController",
    "submit",
    '{"parentId":"1210000000000000003","code":"settle_type","dictKey":"3","dictValue":"D0","sort":3}',
  ],
  [
    "cloud-agent",
    "POST",
    "/agent/agentinfo/export",
    "导出代理商",
    "com.cloud.agent.controller.AgentInfoController",
    "export",
    "agentNoAndAgentNameSearch=&agentLevel=1",
  ],
  [
    "cloud-system",
    "POST",
    "/mcc/remove",
    "删除MCC",
    "com.cloud.system.controller.MccController",
    "remove",
    "ids=1500000000000000175",
  ],
];

/** [serviceId, method, requestUri, methodClass, methodName, params, exceptionName, message, fileName, lineNumber, frames] */
type ErrorEntry = [string, string, string, string, string, string, string, string, string, number, string[]];

const ERRORS: ErrorEntry[] = [
  [
    "cloud-agent",
    "POST",
    "/agent/agentinfo/save",
    "com.cloud.agent.controller.AgentInfoController",
    "save",
    '{"agentName":"南京紫峰支付有限公司","parentId":"1730812209913299999"}',
    "java.lang.NullPointerException",
    'Cannot invoke "com.cloud.agent.entity.AgentInfo.getAgentLevel()" because "parent" is null',
    "AgentInfoServiceImpl.java",
    218,
    [
      "com.cloud.agent.service.impl.AgentInfoServiceImpl.saveAgent(AgentInfoServiceImpl.java:218)",
      "com.cloud.agent.controller.AgentInfoController.save(AgentInfoController.java:96)",
    ],
  ],
  [
    "cloud-merchant",
    "POST",
    "/mrc/mrcinfo/submit",
    "com.cloud.merchant.controller.MrcInfoController",
    "submit",
    '{"merchantNo":"898310048161234","merchantName":"上海浦东新区鲜丰水果店"}',
    "org.springframework.dao.DuplicateKeyException",
    "### Error updating database.  Cause: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '898310048161234' for key 'uk_merchant_no'",
    "SQLErrorCodeSQLExceptionTranslator.java",
    247,
    [
      "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:247)",
      "org.mybatis.spring.MyBatisExceptionTranslator.translateExceptionIfPossible(MyBatisExceptionTranslator.java:88)",
      "com.cloud.merchant.service.impl.MrcInfoServiceImpl.submit(MrcInfoServiceImpl.java:164)",
      "com.cloud.merchant.controller.MrcInfoController.submit(MrcInfoController.java:121)",
    ],
  ],
  [
    "cloud-order",
    "GET",
    "/order/trans/page",
    "com.cloud.order.controller.TransOrderController",
    "page",
    "current=1&size=50&startTime=2025-01-01 00:00:00&endTime=2026-01-04 23:59:59",
    "java.sql.SQLTimeoutException",
    "Statement cancelled due to timeout or client request",
    "StatementImpl.java",
    1952,
    [
      "com.mysql.cj.jdbc.StatementImpl.checkCancelTimeout(StatementImpl.java:1952)",
      "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal(ClientPreparedStatement.java:916)",
      "com.cloud.order.service.impl.TransOrderServiceImpl.selectTransPage(TransOrderServiceImpl.java:87)",
    ],
  ],
  [
    "cloud-channel",
    "POST",
    "/channel/callback/notify",
    "com.cloud.channel.controller.ChannelCallbackController",
    "notify",
    '{"channelCode":"UNIONPAY_QR","outTradeNo":"T202601041532270019","tradeStatus":"SUCCESS"}',
    "feign.RetryableException",
    "Read timed out executing POST http://cloud-account/account/freeze",
    "FeignException.java",
    249,
    [
      "feign.FeignException.errorExecuting(FeignException.java:249)",
      "feign.SynchronousMethodHandler.executeAndDecode(SynchronousMethodHandler.java:129)",
      "com.cloud.channel.service.impl.CallbackServiceImpl.freezeAmount(CallbackServiceImpl.java:142)",
    ],
  ],
  [
    "cloud-system",
    "POST",
    "/dict/submit",
    "com.cloud.system.controller.DictController",
    "submit",
    '{"code":"agent_status","dictKey":"","dictValue":"冻结"}',
    "java.lang.IllegalArgumentException",
    "字典键值不能为空",
    "Assert.java",
    207,
    [
      "org.springframework.util.Assert.hasText(Assert.java:207)",
      "com.cloud.system.service.impl.DictServiceImpl.submit(DictServiceImpl.java:103)",
    ],
  ],
  [
    "cloud-report",
    "GET",
    "/dashboard/summary",
    "com.cloud.report.controller.DashboardController",
    "summary",
    "tenantId=000001",
    "java.lang.ArithmeticException",
    "/ by zero",
    "DashboardServiceImpl.java",
    96,
    [
      "com.cloud.report.service.impl.DashboardServiceImpl.successRate(DashboardServiceImpl.java:96)",
      "com.cloud.report.controller.DashboardController.summary(DashboardController.java:48)",
    ],
  ],
  [
    "cloud-merchant",
    "POST",
    "/mrc/store/submit",
    "com.cloud.merchant.controller.StoreController",
    "submit",
    '{"storeName":"鲜丰水果（张江店）","deviceCount":"12a"}',
    "java.lang.NumberFormatException",
    'For input string: "12a"',
    "NumberFormatException.java",
    67,
    [
      "java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)",
      "java.lang.Integer.parseInt(Integer.java:668)",
      "com.cloud.merchant.service.impl.StoreServiceImpl.submit(StoreServiceImpl.java:133)",
    ],
  ],
  [
    "cloud-agent",
    "GET",
    "/agent/agentinfo/getAgentRates",
    "com.cloud.agent.controller.AgentInfoController",
    "getAgentRates",
    "agentId=1730812209913204737",
    "com.fasterxml.jackson.databind.exc.InvalidFormatException",
    'Cannot deserialize value of type `java.math.BigDecimal` from String "0.6%": not a valid representation',
    "InvalidFormatException.java",
    67,
    [
      "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
      "com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1958)",
      "com.cloud.agent.service.impl.AgentRateServiceImpl.parseRates(AgentRateServiceImpl.java:75)",
    ],
  ],
  [
    "cloud-user",
    "POST",
    "/update-password",
    "com.cloud.user.controller.UserController",
    "updatePassword",
    "oldPassword=******&newPassword=******",
    "org.springframework.data.redis.RedisConnectionFailureException",
    "Unable to connect to Redis",
    "LettuceConnectionFactory.java",
    1689,
    [
      "org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory$ExceptionTranslatingConnectionProvider.translateException(LettuceConnectionFactory.java:1689)",
      "com.cloud.user.service.impl.UserServiceImpl.clearFailCount(UserServiceImpl.java:312)",
    ],
  ],
  [
    "cloud-merchant",
    "GET",
    "/mrc/mrcinfo/getMrcByNameOrNo",
    "com.cloud.merchant.controller.MrcInfoController",
    "getMrcByNameOrNo",
    "keyword=鲜丰&current=1&size=10",
    "com.cloud.core.log.exception.ServiceException",
    "商户所属机构不存在",
    "MrcInfoServiceImpl.java",
    402,
    [
      "com.cloud.merchant.service.impl.MrcInfoServiceImpl.checkDept(MrcInfoServiceImpl.java:402)",
      "com.cloud.merchant.service.impl.MrcInfoServiceImpl.getMrcByNameOrNo(MrcInfoServiceImpl.java:377)",
    ],
  ],
];

const SPRING_TAIL = [
  "sun.reflect.GeneratedMethodAccessor412.invoke(Unknown Source)",
  "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205)",
  "org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:117)",
  "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1067)",
  "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:883)",
  "io.undertow.servlet.handlers.ServletHandler.handleRequest(ServletHandler.java:74)",
];

/** [serviceId, logLevel, logId, logData, requestUri, methodClass, methodName] */
type UsualEntry = [string, string, string, string, string, string, string];

const USUAL: UsualEntry[] = [
  [
    "cloud-channel",
    "INFO",
    "channel-callback",
    "渠道回调处理完成：outTradeNo=T202601041532270019，tradeStatus=SUCCESS，耗时128ms",
    "/channel/callback/notify",
    "com.cloud.channel.service.impl.CallbackServiceImpl",
    "handle",
  ],
  [
    "cloud-order",
    "INFO",
    "settle-task",
    "D1结算批次生成完成：批次号S20260104001，商户数386，结算金额1,285,430.27元",
    "",
    "com.cloud.order.job.SettleJob",
    "execute",
  ],
  [
    "cloud-merchant",
    "WARN",
    "merchant-audit",
    "商户资料疑似重复：营业执照号91310115MA1K3XXXX2 已被商户898310048161234使用",
    "/mrc/mrcinfo/submit",
    "com.cloud.merchant.service.impl.MrcInfoServiceImpl",
    "checkLicense",
  ],
  [
    "cloud-resource",
    "INFO",
    "sms-send",
    "短信发送成功：模板SMS_278560123，手机号138****0001，回执号BIZ202601040915330021",
    "/sms/endpoint/send-validate",
    "com.cloud.resource.sms.SmsTemplateService",
    "send",
  ],
  [
    "cloud-order",
    "ERROR",
    "reconcile-job",
    "对账文件下载失败：银联二维码 2026-01-03 对账文件不存在，将于30分钟后重试",
    "",
    "com.cloud.order.job.ReconcileJob",
    "download",
  ],
  [
    "cloud-agent",
    "INFO",
    "agent-profit",
    "代理商分润计算完成：日期2026-01-03，代理商数57，分润总额18,642.15元",
    "",
    "com.cloud.agent.job.ProfitJob",
    "calculate",
  ],
  [
    "cloud-system",
    "DEBUG",
    "dict-cache",
    "字典缓存刷新：code=agent_status，条目6",
    "/dict/submit",
    "com.cloud.system.service.impl.DictServiceImpl",
    "refreshCache",
  ],
  [
    "cloud-channel",
    "WARN",
    "channel-route",
    "通道UNIONPAY_QR响应超时（3000ms），已切换至备用通道WECHAT_NATIVE",
    "/channel/pay/unified",
    "com.cloud.channel.service.impl.RouteServiceImpl",
    "route",
  ],
  [
    "cloud-auth",
    "WARN",
    "login-fail",
    "账号operator连续登录失败3次，来源IP 101.88.140.6",
    "/oauth/token",
    "com.cloud.auth.service.CloudUserDetailsService",
    "loadUserByUsername",
  ],
  [
    "cloud-merchant",
    "INFO",
    "risk-check",
    "黑名单命中检查通过：商户号898440358120567，检查项4",
    "/mrc/mrcinfo/audit",
    "com.cloud.merchant.service.impl.RiskServiceImpl",
    "checkBlacklist",
  ],
  [
    "cloud-order",
    "ERROR",
    "refund-notify",
    "退款通知发送失败：refundNo=R202601040833120007，商户回调地址返回HTTP 502",
    "",
    "com.cloud.order.service.impl.NotifyServiceImpl",
    "sendRefundNotify",
  ],
];

const at = (i: number, step: number): number => LOG_BASE - i * step * 60_000 - (i % 7) * 61_000;

function common(tenantId: string, i: number, serviceId: string, method: string, uri: string): Row {
  const [serverIp, serverHost] = SERVERS[serviceId]!;
  return {
    tenant_id: tenantId,
    service_id: serviceId,
    server_ip: serverIp,
    server_host: serverHost,
    env: "prod",
    remote_ip: REMOTE_IPS[i % REMOTE_IPS.length]!,
    user_agent: AGENTS[i % AGENTS.length]!,
    request_uri: uri,
    method,
  };
}

export interface LogSeed {
  api: Row[];
  error: Row[];
  usual: Row[];
}

/** `count1` rows for 000001 (serial 1…) and `count2` for 000002 (after them), per kind. */
export function logSeed(counts = { api: [64, 4], error: [32, 3], usual: [32, 3] }): LogSeed {
  const api: Row[] = [];
  const error: Row[] = [];
  const usual: Row[] = [];
  let n = 0;
  for (const [tenantId, count, account] of [
    ["000001", counts.api[0]!, null],
    ["000002", counts.api[1]!, "admin"],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const [serviceId, method, uri, title, methodClass, methodName, params] = API[(i * 5) % API.length]!;
      api.push({
        id: seedId(LOG_KIND.api, ++n),
        ...common(tenantId, i, serviceId, method, uri),
        type: "1",
        title,
        method_class: methodClass,
        method_name: methodName,
        params,
        time: String(18 + ((i * 97) % 860)),
        create_by: account ?? USERS[i % USERS.length]!,
        create_time: at(i, 53),
      });
    }
  }
  n = 0;
  for (const [tenantId, count, account] of [
    ["000001", counts.error[0]!, null],
    ["000002", counts.error[1]!, "admin"],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const [
        serviceId,
        method,
        uri,
        methodClass,
        methodName,
        params,
        exceptionName,
        message,
        fileName,
        lineNumber,
        frames,
      ] = ERRORS[(i * 3) % ERRORS.length]!;
      const stack = [`${exceptionName}: ${message}`, ...[...frames, ...SPRING_TAIL].map((f) => `\tat ${f}`)].join("\n");
      error.push({
        id: seedId(LOG_KIND.error, ++n),
        ...common(tenantId, i + 2, serviceId, method, uri),
        method_class: methodClass,
        method_name: methodName,
        params,
        time: String(40 + ((i * 131) % 3000)),
        stack_trace: stack,
        exception_name: exceptionName,
        message,
        file_name: fileName,
        line_number: lineNumber,
        create_by: account ?? USERS[(i + 1) % USERS.length]!,
        create_time: at(i, 97),
      });
    }
  }
  n = 0;
  for (const [tenantId, count, account] of [
    ["000001", counts.usual[0]!, null],
    ["000002", counts.usual[1]!, "admin"],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const [serviceId, logLevel, logId, logData, uri, methodClass, methodName] = USUAL[(i * 4) % USUAL.length]!;
      const job = uri === "";
      usual.push({
        id: seedId(LOG_KIND.usual, ++n),
        ...common(tenantId, i + 1, serviceId, job ? "" : "POST", uri),
        ...(job ? { remote_ip: "", user_agent: "" } : {}),
        log_level: logLevel,
        log_id: logId,
        log_data: logData,
        method_class: methodClass,
        method_name: methodName,
        params: job ? "" : `traceId=${(0x5f3a91c2 + i * 7919).toString(16)}`,
        time: String(5 + ((i * 61) % 400)),
        create_by: job ? "system" : (account ?? USERS[(i + 2) % USERS.length]!),
        create_time: at(i, 89),
      });
    }
  }
  return { api, error, usual };
}

/** seed_v3_reference: api 64 + 4, error 32 + 3, usual 32 + 3 (000001 + 000002). */
export function logsSeed(): SeedData {
  const logs = logSeed();
  return {
    rows: [
      ["blade_log_api", logs.api],
      ["blade_log_error", logs.error],
      ["blade_log_usual", logs.usual],
    ],
  };
}
