/** 敏感词白名单 (/system/sensitiveWhite): 敏感词管理's module, which tells the two apart by path. */
export { ErrorBoundary, action, default, loader, meta } from "../sensitive/route";
