/** 对象存储. */
const texts = {
  category: "分类",
  ossCode: "资源编号",
  ossCodePlaceholder: "请输入资源编号",
  ossCodeHint: "同一机构内唯一，字母、数字、下划线或连字符",
  ossCodeFormat: "请输入1至32位字母、数字、下划线或连字符",
  categoryUnknown: "请选择字典中的存储分类",
  endpoint: "资源地址",
  endpointPlaceholder: "例如 https://minio.example.com",
  endpointFormat: "请输入 http 或 https 地址，不含账号、参数",
  bucketName: "空间名",
  bucketHint: "3至63位小写字母、数字、点或连字符，首尾为字母或数字",
  bucketFormat: "空间名不符合命名规则",
  bucketDots: "空间名不能含连续的点，也不能是 IP 地址",
  accessKey: "accessKey",
  secretKey: "secretKey",
  secretHint: "只写不读；修改时留空则保留已设置的值",
  secretRequired: "请输入 secretKey",
  appId: "appId",
  appIdHint: "腾讯云存储必填",
  appIdFormat: "appId 须为数字",
  appIdRequired: "腾讯云存储须填写 appId",
  region: "region",
  regionHint: "阿里云、腾讯云存储必填，例如 oss-cn-hangzhou",
  regionFormat: "请输入2至40位小写字母、数字或连字符",
  regionRequired: "阿里云、腾讯云存储须填写 region",
  enableTitle: "启用配置",
  confirmEnable: "启用“{{code}}”后，本机构的其他存储配置将全部停用，之后上传的文件使用此配置。确定启用吗？",
  test: "测试上传",
  confirmTest: "将用“{{code}}”的已保存配置上传一个测试文件并读回，确认地址、空间与密钥可用。",
  tested: "测试上传成功：{{name}}",
};

/** Where these texts are read: `resource.oss.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "resource.oss";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
