/** Attachments. */
import type zh from "./texts.zh";
export default {
  originalName: "File name",
  originalNamePlaceholder: "Enter a file name",
  contentType: "Content type",
  attachSize: "Size",
  createUserName: "Uploaded by",
  createTime: "Uploaded",
  startDate: "Uploaded from",
  endDate: "Uploaded until",
  preview: "Preview",
  previewTitle: "Preview · {{name}}",
  previewAlt: "Preview of attachment {{name}}",
  download: "Download",
} satisfies typeof zh;
