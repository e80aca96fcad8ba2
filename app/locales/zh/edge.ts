/** What the edge answers before React Router runs (workers/app.ts): shown in both languages at once. */
export default {
  notConfiguredTitle: "控制台尚未配置完成",
  notConfigured: "控制台尚未配置完成，请联系管理员",
  unsupportedBody: "不支持的请求内容类型：请以表单提交",
  timedOutTitle: "请求超时",
  timedOut: "请求超时，请稍后重试",
  retry: "重试",
};
