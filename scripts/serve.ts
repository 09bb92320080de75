import { distDirectory } from "../paths.ts";
import { createStaticServer } from "./staticServer.ts";

const port = Number(process.env.PORT ?? 8080);

createStaticServer(distDirectory).listen(port, () => {
  console.log(`Serving ${distDirectory} at http://localhost:${port}/`);
});
