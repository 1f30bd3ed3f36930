// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pageRoutes, serverRenderThenHydrate } from "../../tests/setup/page-stub";
import { StaticSubtree } from "./static-subtree";

/** What the subtrees hold: the server renders one text, the browser another, and each page its own. */
function Page() {
  const { search } = useLocation();
  const words = `${typeof document === "undefined" ? "do servidor" : "do navegador"}${search}`;
  return (
    <>
      <StaticSubtree as="section" data-testid="page">
        <p>{words}</p>
      </StaticSubtree>
      <StaticSubtree staysAcrossPages data-testid="shell">
        <p>{words}</p>
      </StaticSubtree>
    </>
  );
}

let container: HTMLElement;
function hydratedPage() {
  container = document.body.appendChild(document.createElement("div"));
  return serverRenderThenHydrate(pageRoutes(Page), new Request("http://localhost:3000/"), container);
}
const text = (testId: string) => container.querySelector(`[data-testid=${testId}]`)?.textContent;

afterEach(() => {
  cleanup();
  container?.remove();
});

describe("StaticSubtree", () => {
  it("renders its children on the server, in its own element or a layout-free div", async () => {
    const { html } = await hydratedPage();
    expect(html).toContain('<section data-testid="page"><p>do servidor</p></section>');
    expect(html).toContain('<div data-testid="shell" class="static-subtree"><p>do servidor</p></div>');
  });

  it("keeps the server's HTML while hydrating, without rendering or comparing its children", async () => {
    const { router } = await hydratedPage();
    expect(router.state.initialized).toBe(true);
    // A mismatch would have been a console error, which fails the test (tests/setup/setup-test-env.ts).
    expect(text("page")).toBe("do servidor");
    expect(text("shell")).toBe("do servidor");
  });

  it("renders its children from the first client navigation on; the shell's only for a new language", async () => {
    const { router } = await hydratedPage();
    await act(() => router.navigate("/?pagina=2"));
    expect(text("page")).toBe("do navegador?pagina=2");
    expect(text("shell")).toBe("do servidor");
  });

  it("renders its children in a client render", async () => {
    const Stub = createRoutesStub(pageRoutes(Page));
    render(<Stub />);
    expect((await screen.findByTestId("page")).textContent).toBe("do navegador");
    expect(screen.getByTestId("shell").textContent).toBe("do navegador");
  });
});
