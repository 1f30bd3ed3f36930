import { describe, expect, it } from "vitest";
import { foundUrl, foundWordsFromUrl, markFoundWords, withoutFoundWords, wordMatches } from "./found-words";

describe("found words", () => {
  it("reads the words of ?found=, folded, bounded and without anything but letters and digits", () => {
    expect(foundWordsFromUrl("?found=Senha%20MAC%20senha")).toEqual(["senha", "mac"]);
    expect(foundWordsFromUrl("?found=<script>alert(1)</script>")).toEqual(["script", "alert"]);
    expect(foundWordsFromUrl("?lang=en")).toEqual([]);
    expect(foundWordsFromUrl(`?found=${"a1 ".repeat(20)}`)).toHaveLength(1);
  });

  it("builds the result's address with the words, the language and an anchor", () => {
    expect(foundUrl("/docs/create-account#auth", ["senha", "mac"], "en")).toBe(
      "/docs/create-account?lang=en&found=senha+mac#auth",
    );
    expect(foundUrl("/article/x", ["mqtt"])).toBe("/article/x?found=mqtt#found");
    expect(foundUrl("/events", [])).toBe("/events");
    expect(foundUrl("/showcase/gym#x", ["gym"], "es")).toBe("/showcase/gym?lang=es#x");
    expect(withoutFoundWords("/article/x", "?lang=es&found=mqtt")).toBe("/article/x?lang=es");
    expect(withoutFoundWords("/article/x", "?found=mqtt")).toBe("/article/x");
  });

  it("marks words in text only, accent- and case-insensitively, the first with its id", () => {
    const { html, count } = markFoundWords(
      '<p title="senha">A <a href="/senha">Senha</a> &amp; a <code>SENHA</code>; ação &amp;senha</p>',
      ["senha", "acao", "amp"],
      true,
    );
    expect(count).toBe(4);
    expect(html).toBe(
      '<p title="senha">A <a href="/senha"><mark id="found">Senha</mark></a> &amp; a <code><mark>SENHA</mark></code>; <mark>ação</mark> &amp;<mark>senha</mark></p>',
    );
    expect(markFoundWords("<p>senha</p>", ["senha"], false).html).toBe("<p><mark>senha</mark></p>");
  });

  it("finds the same words in plain text as the search dialog marks", () => {
    expect(wordMatches("Crie a Senha, e a senha-mestra", ["senha"])).toEqual([
      { start: 7, end: 12 },
      { start: 18, end: 23 },
    ]);
  });
});
