/** 公众号菜单. */
const texts = {
  account: "公众号",
  noAccounts: "还没有公众号，请先在公众号配置中添加：",
  accountGone: "公众号不存在或已删除",
  treeTitle: "{{name}}的菜单",
  treeLabel: "菜单结构",
  empty: "菜单还没有按钮，请添加一级菜单。",
  changed: "有未发布的修改",
  isPublished: "已发布",
  never: "未发布",
  publishInfo: "第{{version}}版，{{time}} 由{{user}}发布",
  publish: "发布",
  published: "菜单已发布",
  edit: "编辑",
  up: "上移",
  down: "下移",
  deleteAsk: "确定删除菜单「{{name}}」吗？删除后需发布才会在微信中生效。",
  deleteWithSubs: "确定删除菜单「{{name}}」及其{{count}}个二级菜单吗？删除后需发布才会在微信中生效。",
  addTop: "添加一级菜单",
  addSub: "为「{{name}}」添加二级菜单",
  addSubTitle: "添加二级菜单",
  editTitle: "编辑菜单",
  topLimits:
    "最多3个一级菜单；名称不超过16字节（一个汉字3字节，约4至5个汉字）。选择「含二级菜单」后可添加最多5个二级菜单。",
  subLimits: "每个一级菜单最多5个二级菜单；名称不超过60字节（约20个汉字）。",
  preview: "手机预览",
  name: "菜单名称",
  nameHint: "一级菜单不超过16字节，二级菜单不超过60字节（一个汉字3字节）",
  nameTooLongTop: "一级菜单名称不能超过16字节（一个汉字3字节）",
  nameTooLongSub: "二级菜单名称不能超过60字节（一个汉字3字节）",
  type: "菜单类型",
  typeHint: "一级菜单可含二级菜单，或直接设置动作",
  types: {
    sub: "含二级菜单",
    click: "点击推事件（click）",
    view: "跳转网页（view）",
    miniprogram: "跳转小程序（miniprogram）",
  },
  subOnlyTop: "只有一级菜单可以含二级菜单",
  hasSubs: "该菜单已有二级菜单，请先删除二级菜单再设置动作",
  key: "菜单KEY值",
  keyHint: "点击推事件必填，不超过128字节",
  keyTooLong: "菜单KEY值不能超过128字节",
  url: "网页链接",
  urlHint: "跳转网页、跳转小程序必填，http:// 或 https:// 开头，不超过1024字节；小程序时为旧版客户端的备用网页",
  urlFormat: "网页链接须以 http:// 或 https:// 开头",
  urlTooLong: "网页链接不能超过1024字节",
  appid: "小程序AppID",
  appidHint: "跳转小程序必填",
  appidFormat: "小程序AppID须为 wx 加16位十六进制字符",
  pagepath: "小程序页面路径",
  pagepathHint: "跳转小程序必填，如 pages/index/index",
  topFull: "一级菜单最多3个",
  subFull: "每个一级菜单最多5个二级菜单，且须为「含二级菜单」类型",
  nodeGone: "该菜单已不存在，请刷新后重试",
  stale: "菜单已被他人修改，请刷新后重试",
};

/** Where these texts are read: `wechat.menu.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "wechat.menu";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
