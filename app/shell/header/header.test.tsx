// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import pt from "~/locales/pt/common.json" with { type: "json" };
import { pageRoutes, serverRenderThenHydrate } from "../../../tests/setup/page-stub";
import { Header } from "./header";

const Page = () => <Header appUrl="https://app.example" />;
const routes = () => pageRoutes(Page);

/**
 * jsdom has no popover API: a stand-in that opens and closes the panel, matches `:popover-open` and
 * fires `toggle`, as the browser does (the popover's own Esc and light dismiss are Playwright's to check).
 */
const matches: (this: Element, selector: string) => boolean = Reflect.get(Element.prototype, "matches");
beforeEach(() => {
  Element.prototype.matches = function (this: HTMLElement, selector: string) {
    return selector === ":popover-open" ? "standInOpen" in this.dataset : matches.call(this, selector);
  };
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    this.dataset.standInOpen = "";
    this.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    delete this.dataset.standInOpen;
    this.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
  };
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
  Element.prototype.matches = matches;
  Reflect.deleteProperty(HTMLElement.prototype, "showPopover");
  Reflect.deleteProperty(HTMLElement.prototype, "hidePopover");
  document.cookie = "lang=; max-age=0";
  document.body.innerHTML = "";
});

const languageButton = () => screen.getByRole("button", { name: new RegExp(`^${pt.nav.languagePrefix}\\s*PT$`) });
const githubButton = () => screen.getByRole("button", { name: pt.nav.github });

describe("the header's menus, before and after hydration", () => {
  it("before hydration, every menu is a popover its button opens without a script", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    const { html } = await serverRenderThenHydrate(routes(), new Request("http://localhost:3000/"), container);
    const server = document.createElement("div");
    server.innerHTML = html;
    const triggers = [
      ...server.querySelectorAll<HTMLButtonElement>("button[popovertarget]:not([popovertargetaction=hide])"),
    ];
    // Language, GitHub and the phone menu.
    expect(triggers).toHaveLength(3);
    for (const trigger of triggers) {
      expect(trigger.hasAttribute("aria-expanded")).toBe(false);
      expect(server.querySelector(`[id="${trigger.getAttribute("popovertarget")}"]`)?.getAttribute("popover")).toBe(
        "auto",
      );
    }
    expect(server.querySelector("[data-testid=menu-button]")?.getAttribute("popovertarget")).toBe("site-menu");
    // Once hydrated, React tells whether each is open, and the phone menu becomes a modal dialog.
    const menuButton = container.querySelector("[data-testid=menu-button]")!;
    expect(menuButton.hasAttribute("popovertarget")).toBe(false);
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(container.querySelector("#site-menu")?.hasAttribute("popover")).toBe(false);
    expect(within(container).getByRole("button", { name: pt.nav.github }).getAttribute("aria-expanded")).toBe("false");
  });

  it("the language menu links this page in each language, the current one marked, before hydration too", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    const { html } = await serverRenderThenHydrate(routes(), new Request("http://localhost:3000/?pagina=2"), container);
    for (const lang of ["pt", "en", "es"])
      expect(html).toContain(`href="/?pagina=2&amp;lang=${lang}" lang="${lang}" hrefLang="${lang}"`);
    const current = within(container).getByRole("link", { name: "Português", hidden: true });
    expect(current.getAttribute("aria-current")).toBe("true");
    expect(within(container).getByRole("link", { name: "English", hidden: true }).hasAttribute("aria-current")).toBe(
      false,
    );
  });
});

describe("the header's menus, hydrated", () => {
  it("opens with the button and says so; arrow keys move through the entries and wrap", async () => {
    const Stub = createRoutesStub(routes());
    render(<Stub />);
    await screen.findByTestId("menu-button");
    const button = languageButton();
    act(() => document.getElementById(button.getAttribute("popovertarget")!)!.showPopover());
    // The popover's toggle event, which the button's state follows, is dispatched in a task of its own.
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("true"));
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Português");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Español");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Português");
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("Español");
  });

  it("focus leaving a menu closes it", async () => {
    const Stub = createRoutesStub(routes());
    render(<Stub />);
    await screen.findByTestId("menu-button");
    const button = githubButton();
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.getAttribute("href")).toBe("https://github.com/niot-platform/esp32-remote-io");
    fireEvent.blur(document.activeElement!, { relatedTarget: screen.getByTestId("menu-button") });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("choosing a language stores it, closes the menu and gives focus back to its button", async () => {
    const Stub = createRoutesStub(routes());
    render(<Stub />);
    await screen.findByTestId("menu-button");
    const button = languageButton();
    button.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(document.cookie).toContain("lang=en");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("the GitHub entries open in a new tab and say so", async () => {
    const Stub = createRoutesStub(routes());
    render(<Stub />);
    await screen.findByTestId("menu-button");
    const entries = screen.getAllByRole("link", {
      name: new RegExp(pt.nav.newTab.replace(/[()]/g, "\\$&")),
      hidden: true,
    });
    const github = entries.filter((entry) => entry.getAttribute("href")?.startsWith("https://github.com/"));
    expect(github).toHaveLength(2);
    for (const entry of github) expect(entry.getAttribute("target")).toBe("_blank");
  });
});
