import type { AddressInfo } from "node:net";
import { createStaticServer } from "../../scripts/staticServer.ts";

export interface StaticSite {
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves a built site as `npm run serve` does (gzip included) on a free loopback port. */
export async function serveSite(directory: string): Promise<StaticSite> {
  const server = createStaticServer(directory);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
