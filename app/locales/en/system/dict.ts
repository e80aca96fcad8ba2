export default {
  title: "",
};
