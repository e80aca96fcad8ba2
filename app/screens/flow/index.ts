/** Every descriptor of 工作流 (ADR 025): for the kit's routes that serve a screen by its path and for the checks every screen must pass. */
import type { AnyScreen } from "~/kit/shared/screen";
import { flowDeployScreen } from "./deploy";
import { flowManagerScreen } from "./manager";
import { flowModelScreen } from "./model";
import { flowDoneScreen, flowTodoScreen } from "./todo";

export const FLOW_LISTS: AnyScreen[] = [
  flowModelScreen,
  flowDeployScreen,
  flowManagerScreen,
  flowTodoScreen,
  flowDoneScreen,
];
