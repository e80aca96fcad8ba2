/** 业务员管理's page parts: the agent's name on the remote select of an edited row, 启用 by default. */
import { remoteFormParts } from "~/kit/ui/described-screen";
import type { salesmanScreen } from "./screen";

export const useSalesmanParts = remoteFormParts<typeof salesmanScreen.row>({ agentId: "agentName" }, { status: "1" });
