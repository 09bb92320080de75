export default () => import(/* webpackChunkName: "search-index" */ "search:index");
