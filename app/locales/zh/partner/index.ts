/**
 * The partner network's screens' texts (agents, businesses, merchants, stores, channels,
 * devices): sent to the browser only by those screens, each its own part.
 */
import storeInfo from "./store-info";
import storeMen from "./store-men";
import storeSub from "./store-sub";

export default { storeInfo, storeMen, storeSub };
