/** 微信公众号's texts (公众号配置, 公众号菜单; ADR 026): sent to the browser only by those screens, each its own part. */
import account from "./account";
import menu from "./menu";

export default { account, menu };
