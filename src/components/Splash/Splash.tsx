import { Link } from "react-router-dom";
import { PageHead } from "../../head/PageHead.tsx";
import { Cube } from "../Cube/Cube.tsx";
import { LazySponsors } from "../Sponsors/LazySponsors.tsx";
import { TextRotator } from "../TextRotator/TextRotator.tsx";
import styles from "./Splash.module.css";

const APP_SAMPLE = `// src/index.js
import { greet } from "./greet.js";
import "./styles.css";

document.body.append(greet("webpack"));`;

const MODULE_SAMPLE = `// src/greet.js
export function greet(name) {
  const heading = document.createElement("h1");
  heading.textContent = \`Hello, \${name}!\`;
  return heading;
}`;

const CONFIG_SAMPLE = `// webpack.config.js
export default {
  entry: "./src/index.js",
  module: {
    rules: [{ test: /\\.css$/, use: ["style-loader", "css-loader"] }],
  },
};`;

const BUILD_SAMPLE = `$ npx webpack --mode production
asset main.js 1.2 KiB [emitted] [minimized] (name: main)`;

function Sample({ label, code }: { label: string; code: string }) {
  return (
    <figure className={styles.sample}>
      <figcaption className={styles.sampleLabel}>{label}</figcaption>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The home page. */
export function Splash() {
  return (
    <div className={styles.splash}>
      <PageHead />
      <section className={styles.hero}>
        <Cube />
        <h1 className={styles.heading}>
          bundle your <TextRotator />
        </h1>
      </section>
      <section className={styles.section}>
        <h2>Write Your Code</h2>
        <p>Split your application into modules that import what they use, in JavaScript, TypeScript or CSS.</p>
        <div className={styles.samples}>
          <Sample label="An entry point" code={APP_SAMPLE} />
          <Sample label="A module it imports" code={MODULE_SAMPLE} />
        </div>
      </section>
      <section className={styles.section}>
        <h2>Bundle It</h2>
        <p>webpack follows every import from your entry points and emits a few optimised files for the browser.</p>
        <div className={styles.samples}>
          <Sample label="A configuration" code={CONFIG_SAMPLE} />
          <Sample label="The build" code={BUILD_SAMPLE} />
        </div>
      </section>
      <section className={styles.callToAction}>
        <h2>Ready to start?</h2>
        <div className={styles.actions}>
          <Link to="/guides/getting-started/" className={styles.primary}>
            Get Started
          </Link>
          <Link to="/concepts/" className={styles.secondary}>
            Learn the Concepts
          </Link>
        </div>
      </section>
      <LazySponsors />
    </div>
  );
}
