import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Readable } from "node:stream";

function answerError(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  console.error(`${request.method} ${request.url} failed:`, error);
  // Once the status line is out, only closing the connection tells the client the answer is incomplete.
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.statusCode = 500;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.end("Internal Server Error");
}

/**
 * A request listener that answers 500 when `listener` throws, and when a stream piped into the
 * response (a file being sent) fails, instead of letting the error end the process.
 */
export function answeringErrors(listener: RequestListener): RequestListener {
  return (request, response) => {
    response.on("pipe", (source: Readable) => source.once("error", (error) => answerError(request, response, error)));
    try {
      listener(request, response);
    } catch (error) {
      answerError(request, response, error);
    }
  };
}
