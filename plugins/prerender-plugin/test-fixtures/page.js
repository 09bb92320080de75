export const title = "Output";
export const body = "<h1>Output</h1><p>Where the bundles go.</p>";
