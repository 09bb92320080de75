const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { ModuleFederationPlugin } = require("webpack").container;

module.exports = {
  mode: "development",
  // Resolve ./src/... relative to this folder, wherever webpack is started from.
  context: __dirname,
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    // "auto": chunks are loaded from wherever remoteEntry.js itself was loaded.
    publicPath: "auto",
    clean: true,
  },
  devtool: "source-map",
  devServer: {
    port: 3002,
    // The host page runs on another origin (port 3001).
    headers: { "Access-Control-Allow-Origin": "*" },
  },
  plugins: [
    new ModuleFederationPlugin({
      // Global variable the container is assigned to, and the name hosts use.
      name: "catalog",
      // The container entry that hosts load first.
      filename: "remoteEntry.js",
      exposes: {
        "./ProductList": "./src/ProductList.js",
        "./formatPrice": "./src/formatPrice.js",
      },
      shared: {
        react: { singleton: true, requiredVersion: "^19.0.0" },
        "react-dom": { singleton: true, requiredVersion: "^19.0.0" },
      },
    }),
    new HtmlWebpackPlugin({
      template: "./src/index.html",
      title: "Catalog (remote)",
    }),
  ],
};
