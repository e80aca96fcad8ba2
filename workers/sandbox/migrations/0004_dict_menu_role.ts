/** 0004: dict, dict-biz, menu and role management tables and columns. */
export default ``;
