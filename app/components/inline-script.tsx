import { useOptionalRootData } from "~/root-data";

/**
 * A boot program (`import SOURCE from "~/boot/<name>.ts?inline-script"`) inline with the page's nonce. React neither
 * writes nor compares its text when hydrating, and a client render does not run it: it is for the first load.
 */
export function InlineScript({ source }: { source: string }) {
  const nonce = useOptionalRootData()?.nonce;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
