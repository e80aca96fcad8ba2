/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import storeInfo from "./store-info";
import storeMen from "./store-men";
import storeSub from "./store-sub";

export default { storeInfo, storeMen, storeSub };
