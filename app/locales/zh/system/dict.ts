/** system.dict */
export default {
  title: "",
};
