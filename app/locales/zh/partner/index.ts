/**
 * The partner network's screens' texts (agents, businesses, merchants, stores, channels,
 * devices): sent to the browser only by those screens, each its own part.
 */
import merchantInfo from "./merchant-info";

export default { merchantInfo };
