const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { ModuleFederationPlugin } = require("webpack").container;

// Where the catalog remote is served. Override it for a deployment:
//   CATALOG_URL=https://cdn.example.com/catalog/remoteEntry.js npx webpack
const catalogUrl =
  process.env.CATALOG_URL || "http://localhost:3002/remoteEntry.js";

module.exports = {
  mode: "development",
  context: __dirname,
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    publicPath: "auto",
    clean: true,
  },
  devtool: "source-map",
  devServer: {
    port: 3001,
  },
  plugins: [
    new ModuleFederationPlugin({
      name: "shop",
      remotes: {
        // import("catalog/ProductList") loads ./ProductList from the
        // container that remoteEntry.js assigns to the global `catalog`.
        catalog: `catalog@${catalogUrl}`,
      },
      shared: {
        react: { singleton: true, requiredVersion: "^19.0.0" },
        "react-dom": { singleton: true, requiredVersion: "^19.0.0" },
      },
    }),
    new HtmlWebpackPlugin({
      template: "./src/index.html",
      title: "Shop (host)",
    }),
  ],
};
