/** 接口日志, 错误日志, 通用日志 (system.logs). */
const texts = {
  id: "日志编号",
  tenantId: "租户ID",
  serviceIdPlaceholder: "cloud-system",
  serviceId: "服务ID",
  serverIp: "服务器IP",
  serverHost: "服务器名",
  env: "运行环境",
  remoteIp: "操作IP",
  userAgent: "用户代理",
  requestUri: "请求地址",
  method: "请求方式",
  methodClass: "方法类",
  methodName: "方法名",
  params: "请求参数",
  time: "执行时长(ms)",
  createBy: "操作人",
  createTime: "操作时间",
  type: "日志类型",
  title: "日志标题",
  stackTrace: "堆栈信息",
  exceptionName: "异常名称",
  message: "异常信息",
  fileName: "文件名",
  lineNumber: "行号",
  logLevel: "日志级别",
  logId: "日志业务ID",
  logData: "日志数据",
};

/** Where these texts are read: `system.logs.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.logs";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
