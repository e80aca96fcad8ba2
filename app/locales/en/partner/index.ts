/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import businessInfo from "./business-info";
import investPromotion from "./invest-promotion";
import migration from "./migration";
import salesman from "./salesman";

export default {
  salesman,
  businessInfo,
  investPromotion,
  migration,
};
