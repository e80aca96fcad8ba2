/**
 * What the generated 接口日志 (generated.ts) is made of: the endpoints it calls, each with its
 * share of the rows and its params as a function of the row's hash, and the accounts and IPs the
 * calls come from.
 */

const orderNo = (n: number) => `T2026${String(n).padStart(10, "0")}`;

export interface Endpoint {
  title: string;
  serviceId: string;
  method: string;
  requestUri: string;
  methodClass: string;
  methodName: string;
  /** Its share of the rows, out of PERIOD. */
  weight: number;
  params: (n: number) => string;
}

const endpoint = (
  title: string,
  serviceId: string,
  method: string,
  requestUri: string,
  controller: string,
  methodName: string,
  weight: number,
  params: (n: number) => string,
): Endpoint => ({
  title,
  serviceId,
  method,
  requestUri,
  methodClass: `com.cloud.${serviceId.slice(6)}.controller.${controller}`,
  methodName,
  weight,
  params,
});

export const ENDPOINTS: Endpoint[] = [
  endpoint(
    "查询订单",
    "cloud-order",
    "GET",
    "/order/trans/page",
    "TransOrderController",
    "page",
    18,
    (n) => `current=${1 + (n % 40)}&size=20&orderStatus=${n % 4}`,
  ),
  endpoint(
    "订单详情",
    "cloud-order",
    "GET",
    "/order/trans/detail",
    "TransOrderController",
    "detail",
    12,
    (n) => `orderNo=${orderNo(n)}`,
  ),
  endpoint(
    "渠道回调",
    "cloud-channel",
    "POST",
    "/channel/callback/notify",
    "ChannelCallbackController",
    "notify",
    14,
    (n) =>
      `{"channelCode":"${n % 3 ? "UNIONPAY_QR" : "WECHAT_NATIVE"}","outTradeNo":"${orderNo(n)}","tradeStatus":"SUCCESS"}`,
  ),
  endpoint(
    "查询商户",
    "cloud-merchant",
    "GET",
    "/mrc/mrcinfo/page",
    "MrcInfoController",
    "page",
    9,
    (n) => `current=${1 + (n % 25)}&size=20`,
  ),
  endpoint(
    "首页统计",
    "cloud-report",
    "GET",
    "/dashboard/summary",
    "DashboardController",
    "summary",
    8,
    () => "tenantId=000004",
  ),
  endpoint(
    "商户入网",
    "cloud-merchant",
    "POST",
    "/mrc/mrcinfo/submit",
    "MrcInfoController",
    "submit",
    6,
    (n) =>
      `{"merchantName":"杭州西湖区知味小笼包${1 + (n % 90)}号店","mccCode":"5814","legalPerson":"陈建国","settleAccountType":2}`,
  ),
  endpoint(
    "交易退款",
    "cloud-order",
    "POST",
    "/order/refund/apply",
    "RefundOrderController",
    "apply",
    5,
    (n) => `{"orderNo":"${orderNo(n)}","refundAmount":"${((n % 50_000) / 100).toFixed(2)}","reason":"顾客取消订单"}`,
  ),
  endpoint(
    "查询代理商",
    "cloud-agent",
    "GET",
    "/agent/agentinfo/page",
    "AgentInfoController",
    "page",
    5,
    (n) => `current=${1 + (n % 10)}&size=20&agentLevel=${1 + (n % 3)}`,
  ),
  endpoint(
    "商户审核",
    "cloud-merchant",
    "POST",
    "/mrc/mrcinfo/audit",
    "MrcInfoController",
    "audit",
    4,
    (n) =>
      `{"id":"17329501366${String(n % 100_000_000).padStart(8, "0")}","auditStatus":2,"auditRemark":"资料齐全，审核通过"}`,
  ),
  endpoint(
    "用户登录",
    "cloud-auth",
    "POST",
    "/oauth/token",
    "CloudTokenEndPoint",
    "token",
    4,
    () => "tenantId=000004&username=export01&grant_type=password&scope=all&type=account",
  ),
  endpoint(
    "新增门店",
    "cloud-merchant",
    "POST",
    "/mrc/store/submit",
    "StoreController",
    "submit",
    3,
    (n) => `{"storeName":"知味小笼包（文三路${1 + (n % 500)}号店）","merchantNo":"898330154110832"}`,
  ),
  endpoint(
    "结算确认",
    "cloud-order",
    "POST",
    "/order/settle/confirm",
    "SettleController",
    "confirm",
    3,
    (n) => `{"batchNo":"S2026${String(n % 1_000_000).padStart(6, "0")}","merchantCount":${1 + (n % 400)}}`,
  ),
  endpoint(
    "导出交易订单",
    "cloud-order",
    "POST",
    "/order/trans/export",
    "TransOrderController",
    "export",
    2,
    () => "startTime=2026-10-01 00:00:00&endTime=2026-10-31 23:59:59&orderStatus=1",
  ),
  endpoint("查询MCC列表", "cloud-system", "GET", "/mcc/list", "MccController", "list", 2, () => "current=1&size=100"),
  endpoint(
    "重置密码",
    "cloud-user",
    "POST",
    "/reset-password",
    "UserController",
    "resetPassword",
    2,
    (n) => `userIds=1150000000000${String(n % 1_000_000).padStart(6, "0")}`,
  ),
];

/** The accounts that made the calls (export01 most often) and where from. */
export const USERS = ["export01", "export01", "zhaolei", "chenjing", "wangfang", "liuyang", "zhoujie"];
export const REMOTE_IPS = [
  "116.228.45.12",
  "183.62.9.201",
  "58.246.77.30",
  "101.88.140.6",
  "223.104.3.118",
  "120.229.18.77",
  "36.110.52.9",
];
