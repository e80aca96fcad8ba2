/** 部门管理 and 机构主题 (design). */
const texts = {
  deptName: "部门名称",
  fullName: "部门全称",
  namePlaceholder: "部门名称",
  category: "部门类型",
  categories: { "1": "公司", "2": "部门", "3": "小组" },
  parent: "上级部门",
  linkphone: "联系电话",
  linkphoneFormat: "联系电话格式不正确",
  design: {
    title: "机构主题",
    description: "本机构的界面主题、标题与左侧 Logo。",
    webTheme: "主题",
    themes: {
      "theme-fhb": "默认红（theme-fhb）",
      "theme-ocean": "海洋蓝（theme-ocean）",
      "theme-violet": "紫罗兰（theme-violet）",
      "theme-forest": "森林绿（theme-forest）",
    },
    siteTitle: "系统标题",
    leftLogo: "左侧 Logo",
    readOnly: "您没有修改机构主题的权限，仅可查看。",
    empty: "尚未设置",
  },
};

/** Where these texts are read: `system.dept.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.dept";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
