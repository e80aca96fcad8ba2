/** 用户管理. */
const texts = {
  account: "登录账号",
  password: "密码",
  passwordHint: "6-20 位",
  passwordLength: "密码长度为 6-20 位",
  realName: "用户姓名",
  email: "电子邮箱",
  sex: "性别",
  sexes: { "1": "男", "2": "女" },
  role: "所属角色",
  post: "所属岗位",
  tenant: "所属租户",
  accountFormat: "账号只能包含字母、数字、下划线、点和横线",
  resetPassword: "重置密码",
  outOfScope: "无权操作该用户",
  resetPasswordRow: "重置密码 {{label}}",
};

/** Where these texts are read: `system.user.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.user";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
