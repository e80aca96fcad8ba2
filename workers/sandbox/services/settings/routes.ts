/**
 * The tenant's own settings (cloud-system): the console design (/dept-design) and the common
 * settings (/common-setting), each with its screen's detail and submit and its public reader.
 */
import type { Route } from "../../core/env";
import { commonSettingRoutes } from "./common-setting";
import { deptDesignRoutes } from "./dept-design";

export default [...deptDesignRoutes, ...commonSettingRoutes] satisfies Route[];
