import { useOnline } from "../../hooks/useOnline.ts";
import styles from "./OfflineIndicator.module.css";

/** A status line while the browser is offline: pages read before still open, others cannot. */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : styles.offline}>
      {online ? null : "You are offline. Pages you have read before still open; others need the network."}
    </div>
  );
}
