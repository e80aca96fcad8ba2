/** 附件管理. */
export default {
  originalName: "附件名称",
  originalNamePlaceholder: "请输入附件名称",
  contentType: "内容类型",
  attachSize: "大小",
  createUserName: "上传人",
  createTime: "上传时间",
  startDate: "上传开始日期",
  endDate: "上传结束日期",
  preview: "预览",
  previewTitle: "预览 · {{name}}",
  previewAlt: "附件 {{name}} 的预览",
  download: "下载",
};
