import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import styles from "./RootErrorBoundary.module.css";

function RootFailure() {
  return (
    <div className={styles.failure} role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually helps; the documentation is also on the home page.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>{" "}
        <a href="/">Go to Homepage</a>
      </p>
    </div>
  );
}

/** The last line: an error nothing closer caught leaves a readable page, never a blank document. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<RootFailure />}>{children}</ErrorBoundary>;
}
