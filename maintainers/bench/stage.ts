import { performance } from "node:perf_hooks";

/** A measurement that could not be taken, so the others are still reported. */
export interface Failure {
  failed: string;
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === "object" && value !== null && "failed" in value;
}

/** An error as the failure of what threw it. */
export function failureOf(error: unknown): Failure {
  return { failed: error instanceof Error ? error.message : String(error) };
}

/** Runs one stage of the benchmark, logging its progress and recording its duration in seconds. */
export async function runStage<T>(
  name: string,
  durationsSeconds: Record<string, number>,
  measure: () => Promise<T>,
): Promise<T | Failure> {
  console.error(`bench: ${name}…`);
  const started = performance.now();
  try {
    return await measure();
  } catch (error) {
    const failure = failureOf(error);
    console.error(`bench: ${name} failed: ${failure.failed}`);
    return failure;
  } finally {
    durationsSeconds[name] = Math.round((performance.now() - started) / 100) / 10;
  }
}
