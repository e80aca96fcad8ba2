/** 系统通知 (/message/sysNotice): 我的消息's module, which tells the two lists apart by path. */
export { ErrorBoundary, action, default, loader, meta } from "../myMessage/route";
