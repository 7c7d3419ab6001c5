// One state, first half: sync live properties into attributes, mark what is not rendered
// and the focused element, and report the facts capture needs (interactive elements,
// the page's size, answers to selector queries). Capture's own DOM edits are made
// unobserved so that they never count as live-region announcements.
(queries) => {
  const nx = window.__nexui;
  const MARKERS = [
    "data-nexui-id",
    "data-nexui-hidden",
    "data-nexui-focused",
    "data-nexui-modal",
    "data-nexui-before",
    "data-nexui-after",
    "data-nexui-text-transform",
    "data-nexui-marked",
  ];
  const INTERACTIVE_TAGS = new Set(["a", "area", "button", "input", "select", "textarea", "summary"]);
  // Elements that never have a layout box of their own but are rendered all the same.
  const BOXLESS = new Set(["option", "optgroup", "area", "map"]);

  const setAttribute = (el, name, value) => {
    if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  };
  const toggleAttribute = (el, name, on) => {
    if (el.hasAttribute(name) !== on) el.toggleAttribute(name, on);
  };

  // Inputs whose `value` is the attribute itself (HTML's value modes "default" and
  // "default/on"), or never readable (file): syncing could only add a `value=""` the page
  // did not have, which renames a submit button "" instead of "Submit".
  const UNSYNCED_VALUE_TYPES = new Set(["button", "checkbox", "file", "hidden", "image", "radio", "reset", "submit"]);
  const syncLiveProperties = () => {
    for (const input of document.querySelectorAll("input")) {
      if (input.type === "checkbox" || input.type === "radio") toggleAttribute(input, "checked", input.checked);
      else if (!UNSYNCED_VALUE_TYPES.has(input.type)) setAttribute(input, "value", input.value);
    }
    for (const textarea of document.querySelectorAll("textarea")) {
      if (textarea.textContent !== textarea.value) textarea.textContent = textarea.value;
    }
    for (const option of document.querySelectorAll("option")) toggleAttribute(option, "selected", option.selected);
  };

  // CSS generated content as text: the strings of a `content` value (and `attr()`), or its
  // alternative text after "/". Images, counters and quotes are left out.
  const TOKENS = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|attr\(\s*([\w-]+)\s*\)|url\([^)]*\)|(\/)/g;
  const generatedText = (el, pseudo) => {
    const style = getComputedStyle(el, pseudo);
    const content = style.content;
    if (!content || content === "none" || content === "normal" || style.display === "none") return null;
    let parts = [];
    for (const match of content.matchAll(TOKENS)) {
      if (match[4] !== undefined) parts = []; // "/ alt text": the alternative replaces it
      else if (match[3] !== undefined) parts.push(el.getAttribute(match[3]) || "");
      else if (match[0].startsWith("url(")) continue;
      else parts.push((match[1] ?? match[2]).replace(/\\(.)/g, "$1"));
    }
    const text = parts.join("");
    return text ? text : null;
  };
  const markGenerated = (el, style, parentStyle) => {
    for (const [pseudo, name] of [["::before", "data-nexui-before"], ["::after", "data-nexui-after"]]) {
      const text = generatedText(el, pseudo);
      if (text !== null) el.setAttribute(name, text);
    }
    const transform = style.textTransform;
    if (transform !== (parentStyle ? parentStyle.textTransform : "none")) {
      el.setAttribute("data-nexui-text-transform", transform);
    }
  };

  const markHidden = (root) => {
    // `fallback`: inside a <canvas>, whose fallback content has no boxes but is exposed to
    // assistive technology all the same. An <area> is shown through its image, though the
    // UA stylesheet gives it display: none.
    const walk = (el, parentStyle, fallback) => {
      const style = getComputedStyle(el);
      const tag = el.localName;
      const boxless = fallback || style.display === "contents" || BOXLESS.has(tag);
      // checkVisibility() also catches content-visibility:hidden (closed <details>).
      if ((style.display === "none" && tag !== "area") || (!boxless && !el.checkVisibility())) {
        el.setAttribute("data-nexui-hidden", "display");
        return;
      }
      if (style.visibility !== "visible") el.setAttribute("data-nexui-hidden", "visibility");
      markGenerated(el, style, parentStyle);
      for (const child of el.children) walk(child, style, fallback || tag === "canvas");
    };
    if (root) walk(root, root.parentElement ? getComputedStyle(root.parentElement) : null, false);
  };

  const focusedElement = () => {
    const el = document.activeElement;
    return el && el !== document.body && el !== document.documentElement ? el : null;
  };

  // The dialog everything else is inert behind: a native modal <dialog>, or the last
  // rendered aria-modal element (whose page covers the rest with a backdrop).
  const activeModal = () => {
    const native = document.querySelector("dialog:modal");
    if (native) return native;
    const marked = Array.from(document.querySelectorAll('[aria-modal="true"]')).filter(nx.rendered);
    return marked.length ? marked[marked.length - 1] : null;
  };
  let modal = null;
  const blocked = (el) => Boolean(el.closest("[inert]")) || (modal !== null && !modal.contains(el));

  const factsOf = (el) => {
    const tag = el.localName;
    const role = (el.getAttribute("role") || "").trim().split(/\s+/)[0] || null;
    const tabindex = el.getAttribute("tabindex");
    const editable = el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable);
    const handler = nx.hasHandler(el);
    if (!INTERACTIVE_TAGS.has(tag) && !role && tabindex === null && !editable && !handler) return null;
    const r = el.getBoundingClientRect();
    return {
      key: nx.keyOf(el),
      tag,
      type: tag === "input" ? el.type : null,
      role,
      href: el.hasAttribute("href"),
      tabindex,
      editable,
      handler,
      visible: nx.rendered(el),
      blocked: blocked(el),
      box: [r.x, r.y, r.width, r.height],
    };
  };

  const fieldValue = (el) => {
    if (el.localName === "input" && (el.type === "checkbox" || el.type === "radio")) {
      return [el.checked ? "checked" : "unchecked"];
    }
    if (el.localName === "select") {
      return [el.value, ...Array.from(el.selectedOptions, (o) => nx.normalise(o.label || o.text))];
    }
    if ("value" in el && typeof el.value === "string") return [el.value];
    return [nx.normalise(el.innerText || "")];
  };
  const holds = (query, matches) => {
    switch (query.kind) {
      case "field_equals":
        return matches.length > 0 && fieldValue(matches[0]).includes(query.value);
      case "element_present":
        return matches.some(nx.rendered);
      case "element_absent":
        return !matches.some(nx.rendered);
      case "text_present":
        return nx.normalise(document.body.innerText).includes(nx.normalise(query.text));
      default:
        return null;
    }
  };
  const answer = (query) => {
    let matches = [];
    if (query.selector != null) {
      try {
        matches = Array.from(document.querySelectorAll(query.selector));
      } catch (error) {
        return { error: String(error.message || error), keys: [], holds: null };
      }
    }
    return { error: null, keys: matches.map(nx.keyOf), holds: holds(query, matches) };
  };

  return nx.quietly(() => {
    for (const name of MARKERS) {
      for (const el of document.querySelectorAll(`[${name}]`)) el.removeAttribute(name);
    }
    // Playwright's actions can leave an empty style attribute behind; it means nothing.
    for (const el of document.querySelectorAll('[style=""]')) el.removeAttribute("style");
    syncLiveProperties();
    markHidden(document.body);
    // The marks above are complete: what they leave unmarked was rendered, whatever its
    // `hidden` attribute or inline style says (a stylesheet may override them).
    document.documentElement.setAttribute("data-nexui-marked", "");
    const focused = focusedElement();
    if (focused) focused.setAttribute("data-nexui-focused", "");
    modal = activeModal();
    if (modal && modal.localName === "dialog") modal.setAttribute("data-nexui-modal", "");
    const elements = [];
    for (const el of document.body ? document.body.querySelectorAll("*") : []) {
      const facts = factsOf(el);
      if (facts) elements.push(facts);
    }
    const root = document.documentElement;
    return {
      document: nx.documentToken,
      elements,
      focused: focused ? nx.keyOf(focused) : null,
      page: {
        width: root.scrollWidth,
        height: root.scrollHeight,
        scrollX: window.scrollX,
        scrollY: window.scrollY,
      },
      queries: queries.map(answer),
      title: document.title,
      announcements: nx.takeAnnouncements(),
    };
  });
}
