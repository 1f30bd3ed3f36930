import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { readStored, STORAGE_KEYS, writeStored } from "~/lib/storage";

export const COOKIE_BANNER_DELAY_MS = 1500;

type Consent = "unknown" | "accepted" | "rejected";

interface ConsentState {
  consent: Consent;
  bannerOpen: boolean;
  accept(): void;
  reject(): void;
  reopen(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/** Spec §4: the banner appears 1.5 s after load unless accepted before; Reject lasts for the visit. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<Consent>("unknown");
  const [bannerOpen, setBannerOpen] = useState(false);

  useEffect(() => {
    if (readStored(STORAGE_KEYS.cookiesAccepted) === "true") {
      setConsent("accepted");
      return;
    }
    const timer = window.setTimeout(() => setBannerOpen(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const accept = useCallback(() => {
    writeStored(STORAGE_KEYS.cookiesAccepted, "true");
    setConsent("accepted");
    setBannerOpen(false);
  }, []);
  const reject = useCallback(() => {
    writeStored(STORAGE_KEYS.cookiesAccepted, null);
    setConsent("rejected");
    setBannerOpen(false);
  }, []);
  const reopen = useCallback(() => setBannerOpen(true), []);

  const value = useMemo(() => ({ consent, bannerOpen, accept, reject, reopen }), [consent, bannerOpen, accept, reject, reopen]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const context = useContext(ConsentContext);
  if (!context) throw new Error("useConsent outside ConsentProvider");
  return context;
}
