/** 消息中心 (message centre lists). */
export default {
  title: "消息中心",
};
