import { afterEach, describe, expect, it, vi } from "vitest";
import { parseCookies, readCookie, writeCookie } from "./storage";

describe("cookies", () => {
  it("reads one value among others, from a Cookie header or document.cookie alike", () => {
    expect(readCookie("a=1; lang=en; XSRF-TOKEN=abc", "lang")).toBe("en");
    expect(readCookie("a=1;lang=es", "lang")).toBe("es");
    expect(readCookie("a=1", "lang")).toBeNull();
    expect(readCookie(undefined, "lang")).toBeNull();
  });

  it("decodes values, keeps '=' inside them, takes the first of two and reads bad encoding as null", () => {
    expect(readCookie("t=a%20b%3D", "t")).toBe("a b=");
    expect(readCookie("t=x=y", "t")).toBe("x=y");
    expect(readCookie("t=1; t=2", "t")).toBe("1");
    expect(readCookie("t=%E0%A4%A", "t")).toBeNull();
  });

  it("lists every pair in order and skips parts without a value", () => {
    expect(parseCookies("_ga=1; junk; _ga_X=2")).toEqual([
      ["_ga", "1"],
      ["_ga_X", "2"],
    ]);
  });
});

describe("writeCookie", () => {
  afterEach(() => vi.unstubAllGlobals());
  const written = (protocol: string) => {
    let cookie = "";
    vi.stubGlobal("location", { protocol });
    vi.stubGlobal("document", {
      set cookie(value: string) {
        cookie = value;
      },
    });
    writeCookie("lang", "es", 60);
    return cookie;
  };

  it("is Secure over HTTPS, as the server's cookies are, and not on plain http", () => {
    expect(written("https:")).toBe("lang=es; Path=/; Max-Age=60; SameSite=Lax; Secure");
    expect(written("http:")).toBe("lang=es; Path=/; Max-Age=60; SameSite=Lax");
  });
});
