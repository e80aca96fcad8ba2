/** 错误日志 (/log/error): 接口日志's module, which tells the three logs apart by path. */
export { ErrorBoundary, default, loader, meta } from "../api/route";
