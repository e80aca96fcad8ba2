/** 我的信息 (/info/index). */
export default {
  title: "我的信息",
};
