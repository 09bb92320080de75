import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStaticServer } from "./staticServer.ts";

const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const port = Number(process.env.PORT ?? 8080);

createStaticServer(directory).listen(port, () => {
  console.log(`Serving ${directory} at http://localhost:${port}/`);
});
