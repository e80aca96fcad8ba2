/** system.region */
export default {
  title: "",
};
