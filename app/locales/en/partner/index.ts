/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import agent from "./agent";
import businessInfo from "./business-info";
import investPromotion from "./invest-promotion";
import migration from "./migration";
import salesman from "./salesman";

export default {
  agent,
  salesman,
  businessInfo,
  investPromotion,
  migration,
};
