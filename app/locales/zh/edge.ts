/** What the edge answers before React Router runs (workers/app.ts): shown in both languages at once. */
export default {
  unsupportedBody: "不支持的请求内容类型：请以表单提交",
};
