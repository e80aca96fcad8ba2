/** system.logs */
export default {
  title: "",
};
