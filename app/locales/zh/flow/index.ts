/** 工作流's texts (ADR 025): sent to the browser only by those screens, each its own part. */
import deploy from "./deploy";
import manager from "./manager";
import model from "./model";
import tasks from "./tasks";

export default { model, deploy, manager, todo: tasks, done: tasks };
