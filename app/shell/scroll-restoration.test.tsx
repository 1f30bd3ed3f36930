import { renderToString } from "react-dom/server";
import { createRoutesStub, ScrollRestoration as ReactRouterScrollRestoration } from "react-router";
import { describe, expect, it } from "vitest";
import SCROLL_RESTORATION_SCRIPT from "~/boot/scroll-restoration.ts?inline-script";
import { SCROLL_POSITIONS_KEY } from "~/boot/scroll-restoration";
import { ScrollRestoration } from "./scroll-restoration";

function render(Component: () => React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return renderToString(<Stub />);
}

describe("ScrollRestoration", () => {
  it("renders our first-load program under React Router's scroll restoration", () => {
    const html = render(() => <ScrollRestoration />);
    expect(html).toContain(`<script>${SCROLL_RESTORATION_SCRIPT}</script>`);
  });

  it("keeps React Router's contract: its script keys a new entry with { key } and reads our storage key", () => {
    const html = render(() => <ReactRouterScrollRestoration />);
    expect(html).toContain("window.history.replaceState({ key }");
    expect(html).toContain(`(${JSON.stringify(SCROLL_POSITIONS_KEY)}, null)`);
  });
});
