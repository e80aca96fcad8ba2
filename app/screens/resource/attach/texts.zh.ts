/** 附件管理. */
const texts = {
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

/** Where these texts are read: `resource.attach.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "resource.attach";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
