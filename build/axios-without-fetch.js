// Stands in for axios's fetch adapter (lib/adapters/fetch.js, about 3.5 KB gzipped) in the portal's
// browser build. axios tries its adapters in the order ['xhr', 'http', 'fetch'] and every browser
// has XMLHttpRequest, so the fetch adapter is never picked there; `false` is how axios marks an
// adapter as unavailable. Wired in webpack.config.js (NormalModuleReplacementPlugin).
export const getFetch = () => false;
export default false;
