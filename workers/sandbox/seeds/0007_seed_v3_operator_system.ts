/** A little of 系统 for the 运营专员 role: 用户管理 with 新增 and 修改 (the 角色 field disabled), 部门管理 read-only. */
import { tenantSeed } from "../core/db";
import { operatorSystemSeed } from "../services/role/seed-operator-system";

export default tenantSeed(operatorSystemSeed);
