/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import merchantInfo from "./merchant-info";

export default { merchantInfo };
