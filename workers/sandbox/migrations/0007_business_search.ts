/** 0007: the small business tables behind the remote search-selects. */
export default ``;
