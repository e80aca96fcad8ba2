/** 资源管理 (ADR 027): 对象存储's 启用 and 测试上传 buttons, tenant 000001's storage configs and a few attachments. */
import { tenantSeed } from "../core/db";
import { resourceSeed } from "../services/files/seed";

export default tenantSeed(resourceSeed);
