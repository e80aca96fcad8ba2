/** 业务字典 (/system/dictBiz): 字典管理's module, which tells the two apart by path. */
export { ErrorBoundary, action, default, loader, meta } from "../dict/route";
