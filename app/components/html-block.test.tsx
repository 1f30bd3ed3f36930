// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentHtmlProvider, HtmlBlock } from "./html-block";

const ARTICLE = "<h2>Sensores</h2><p>Um <strong>ESP32</strong> lê a umidade.</p>";

afterEach(cleanup);

describe("HtmlBlock", () => {
  it("renders HTML given as text, in the browser as on the server", () => {
    render(<HtmlBlock html={ARTICLE} data-testid="block" className="prose" />);
    const block = screen.getByTestId("block");
    expect(block.innerHTML).toBe(ARTICLE);
    expect(block.className).toBe("prose");
    expect(renderToString(<HtmlBlock html={ARTICLE} />)).toBe(`<div>${ARTICLE}</div>`);
  });

  it("renders a slot from the document's HTML on the server, and keeps it while hydrating without it", async () => {
    const html = renderToString(
      <DocumentHtmlProvider value={["<p>outro</p>", ARTICLE]}>
        <HtmlBlock html={{ slot: 1 }} data-testid="block" />
      </DocumentHtmlProvider>,
    );
    expect(html).toBe(`<div data-testid="block">${ARTICLE}</div>`);
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    // The browser has no document HTML: the slot renders empty, which React neither writes nor compares.
    const root = await act(async () => hydrateRoot(container, <HtmlBlock html={{ slot: 1 }} data-testid="block" />));
    expect(container.querySelector("[data-testid=block]")?.innerHTML).toBe(ARTICLE);
    act(() => root.unmount());
    container.remove();
  });

  it("renders a slot it has no HTML for as an empty block in a client render", () => {
    render(<HtmlBlock html={{ slot: 3 }} data-testid="block" />);
    expect(screen.getByTestId("block").innerHTML).toBe("");
  });
});
