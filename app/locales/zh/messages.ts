/** 消息中心 (message centre lists). */
import { platformInfo, publish } from "./messages-publish";

export default {
  centre: "消息中心",
  readState: { "0": "未读", "1": "已读" },
  summary: "共 {{total}} 条，未读 {{unread}} 条",
  columns: {
    sender: "发送人",
  },
  readSelected: "标记所选为已读",
  readAll: "全部标记为已读",
  readSelectedDone: "操作成功，已将 {{count}} 条标记为已读",
  readAllDone: "操作成功，已全部标记为已读",
  noneSelected: "请先勾选要标记的消息",
  detail: {
    label: "消息详情",
    close: "关闭详情",
    sender: "发送人：{{sender}}",
    time: "时间：{{time}}",
    notFound: "该消息不存在或已被删除",
    noContent: "（无内容）",
  },
  publish,
  platformInfo,
};
