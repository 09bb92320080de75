// The next loader of a chain, for tests: exports the text it is handed.
module.exports = (source) => `export default ${JSON.stringify(source)};`;
