// Text commands on the editor body: offsets inside a block, ranges, find matches,
// paragraph styles, lists and bold. The body is one contenteditable root.
/* exported Ed */
"use strict";

const Ed = (() => {
  const BLOCKS = "p, h1, h2, h3, li";

  const blockOf = (node, root) => {
    let el = node && node.nodeType === 1 ? node : node && node.parentElement;
    while (el && el !== root && !el.matches(BLOCKS)) el = el.parentElement;
    return el && el !== root ? el : null;
  };

  const textNodes = (el) => {
    const out = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) out.push(walker.currentNode);
    return out;
  };

  // A DOM Range over characters [start, end) of a block's text.
  const rangeAt = (block, start, end) => {
    const range = document.createRange();
    let seen = 0;
    let started = false;
    for (const node of textNodes(block)) {
      const len = node.data.length;
      if (!started && start <= seen + len) {
        range.setStart(node, start - seen);
        started = true;
      }
      if (started && end <= seen + len) {
        range.setEnd(node, end - seen);
        return range;
      }
      seen += len;
    }
    return null;
  };

  const offsetIn = (block, node, offset) => {
    const range = document.createRange();
    range.selectNodeContents(block);
    range.setEnd(node, offset);
    return range.toString().length;
  };

  const unwrap = (el) => {
    const parent = el.parentNode;
    while (el.firstChild) parent.insertBefore(el.firstChild, el);
    parent.removeChild(el);
    parent.normalize();
  };

  const clearMarks = (root) => {
    for (const mark of root.querySelectorAll("mark.find-hit")) unwrap(mark);
  };

  // Every match of `query` in the blocks of `root`: [{block, start, end}].
  const findAll = (root, query, matchCase) => {
    const matches = [];
    if (!query) return matches;
    const needle = matchCase ? query : query.toLowerCase();
    for (const block of root.querySelectorAll(BLOCKS)) {
      if (block.querySelector(BLOCKS)) continue;
      const hay = matchCase ? block.textContent : block.textContent.toLowerCase();
      let at = hay.indexOf(needle);
      while (at !== -1) {
        matches.push({ block, start: at, end: at + needle.length });
        at = hay.indexOf(needle, at + needle.length);
      }
    }
    return matches;
  };

  const markMatches = (matches, current) => {
    // Mark from the last match backwards so earlier offsets stay valid.
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const m = matches[i];
      const range = rangeAt(m.block, m.start, m.end);
      if (!range) continue;
      const mark = document.createElement("mark");
      mark.className = i === current ? "find-hit find-current" : "find-hit";
      mark.appendChild(range.extractContents());
      range.insertNode(mark);
    }
  };

  const styleOf = (block) => {
    if (!block) return "Normal text";
    return { H1: "Heading 1", H2: "Heading 2", H3: "Heading 3" }[block.tagName] || "Normal text";
  };
  const TAG_FOR_STYLE = { "Normal text": "p", "Heading 1": "h1", "Heading 2": "h2", "Heading 3": "h3" };

  const retag = (block, tag) => {
    const fresh = document.createElement(tag);
    while (block.firstChild) fresh.appendChild(block.firstChild);
    block.replaceWith(fresh);
    return fresh;
  };

  const setStyle = (block, style) => {
    const tag = TAG_FOR_STYLE[style] || "p";
    if (block.tagName === "LI") return block;
    // Whole-paragraph bold is a style's own weight: a heading drops it.
    const fresh = retag(block, tag);
    if (tag !== "p" && fresh.children.length === 1 && fresh.firstElementChild.tagName === "STRONG"
        && fresh.firstElementChild.textContent === fresh.textContent) {
      unwrap(fresh.firstElementChild);
    }
    return fresh;
  };

  const listKind = (block) => (block && block.tagName === "LI" ? block.parentElement.tagName.toLowerCase() : null);

  const toggleList = (block, kind) => {
    if (block.tagName === "LI") {
      const list = block.parentElement;
      if (list.tagName.toLowerCase() === kind) {
        const p = retag(block, "p");
        if (list.children.length === 0) list.replaceWith(p);
        else list.after(p);
        return p;
      }
      const other = document.createElement(kind);
      list.replaceWith(other);
      while (list.firstChild) other.appendChild(list.firstChild);
      return block;
    }
    const li = document.createElement("li");
    const prev = block.previousElementSibling;
    const list = prev && prev.tagName.toLowerCase() === kind ? prev : document.createElement(kind);
    if (list !== prev) block.before(list);
    while (block.firstChild) li.appendChild(block.firstChild);
    block.remove();
    list.appendChild(li);
    return li;
  };

  const isBold = (block, start, end) => {
    const range = block && rangeAt(block, start, end);
    if (!range) return false;
    let el = range.startContainer.parentElement;
    while (el && el !== block) {
      if (el.tagName === "STRONG" || el.tagName === "B") return true;
      el = el.parentElement;
    }
    return false;
  };

  const toggleBold = (block, start, end) => {
    const range = rangeAt(block, start, end);
    if (!range || start === end) return;
    if (isBold(block, start, end)) {
      let el = range.startContainer.parentElement;
      while (el.tagName !== "STRONG" && el.tagName !== "B") el = el.parentElement;
      unwrap(el);
      return;
    }
    const strong = document.createElement("strong");
    strong.appendChild(range.extractContents());
    range.insertNode(strong);
  };

  const wrapRange = (block, start, end, el) => {
    const range = rangeAt(block, start, end);
    if (!range) return;
    el.appendChild(range.extractContents());
    range.insertNode(el);
  };

  const wordCount = (root) => {
    const text = Array.from(root.querySelectorAll(BLOCKS))
      .filter((b) => !b.querySelector(BLOCKS))
      .map((b) => b.textContent)
      .join(" ");
    const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9£%]/.test(w)).length;
    const characters = text.replace(/\s+/g, " ").trim().length;
    const noSpaces = text.replace(/\s+/g, "").length;
    return { pages: Math.max(1, Math.ceil(words / 400)), words, characters, noSpaces };
  };

  return {
    BLOCKS, blockOf, rangeAt, offsetIn, unwrap, clearMarks, findAll, markMatches, styleOf,
    setStyle, listKind, toggleList, isBold, toggleBold, wrapRange, wordCount,
  };
})();
