/** system.sensitive */
export default {
  title: "",
};
