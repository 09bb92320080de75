import { DocSearchModal } from "@docsearch/react";
import "@docsearch/css/dist/style.css";
import { useNavigate } from "react-router-dom";
import { siteRelativeUrl, type DocSearchSettings } from "../../search/docSearchSettings.ts";

export interface DocSearchDialogProps {
  settings: DocSearchSettings;
  onClose: () => void;
  /** What the reader typed while the dialog was loading. */
  initialQuery: string;
}

/** The hosted DocSearch modal, for deployments that configure it; its results stay in the app. */
export function DocSearchDialog({ settings, onClose, initialQuery }: DocSearchDialogProps) {
  const navigate = useNavigate();
  return (
    <DocSearchModal
      appId={settings.appId}
      apiKey={settings.apiKey}
      indexName={settings.indexName}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      onAskAiToggle={() => undefined}
      transformItems={(items) =>
        items.flatMap((item) => {
          const url = siteRelativeUrl(item.url, window.location.origin);
          return url ? [{ ...item, url }] : [];
        })
      }
      navigator={{
        navigate: ({ itemUrl }) => {
          navigate(itemUrl);
        },
      }}
      hitComponent={({ hit, children }) => (
        <a
          href={hit.url}
          onClick={(event) => {
            event.preventDefault();
            onClose();
            navigate(hit.url);
          }}
        >
          {children}
        </a>
      )}
    />
  );
}
