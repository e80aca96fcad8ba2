/** system.bank */
export default {
  title: "",
};
