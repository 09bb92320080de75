import { Suspense, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { reloadForNewDeployment } from "../../chunkErrors/chunkErrors.ts";
import { LoadError } from "../LoadError/LoadError.tsx";

export interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown while something inside is loading (a `use()` of a resource that has not settled). */
  fallback: ReactNode;
  /** Clears the failed load before the boundary renders its children again ("Try again"). */
  onRetry: () => void;
  /** Values whose change (a new url) clears a shown error. */
  resetKeys?: unknown[];
  /** What a failure shows instead of "Error loading content." with "Try again". */
  failed?: (error: unknown, retry: () => void) => ReactNode;
}

/**
 * Where a part of the page loads: a placeholder while it loads, and when its chunk fails or its
 * component throws, "Error loading content." with "Try again" in its place while the rest of the
 * page keeps working. A chunk that failed because a new build was deployed reloads the page once.
 */
export function LoadBoundary({ children, fallback, onRetry, resetKeys, failed }: LoadBoundaryProps) {
  const showFailure = ({ error, resetErrorBoundary }: FallbackProps) =>
    failed ? failed(error, resetErrorBoundary) : <LoadError onRetry={resetErrorBoundary} />;
  return (
    <ErrorBoundary
      fallbackRender={showFailure}
      onReset={onRetry}
      resetKeys={resetKeys}
      onError={(error) => void reloadForNewDeployment(error)}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
