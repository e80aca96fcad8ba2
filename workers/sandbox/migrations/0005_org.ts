/** 0005: dept, dept-design, region, user management and common settings. */
export default ``;
