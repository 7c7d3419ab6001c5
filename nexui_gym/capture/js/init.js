// Installed in every document before the page's own scripts (Playwright add_init_script).
// It makes the page deterministic (fixed clock, seeded randomness, no animation, no caret)
// and instruments it for capture: pending timers and requests (to know when the page has
// settled), elements given click/mousedown/keydown listeners (candidates of pages that put
// handlers on divs), stable element keys, and a log of live-region announcements.
(config) => {
  if (window.__nexui) return;

  // --- Fixed clock: `new Date()` and `Date.now()` always give the capture's instant. ---
  const NativeDate = Date;
  function FixedDate(...args) {
    if (!new.target) return new NativeDate(config.now).toString();
    return args.length === 0 ? new NativeDate(config.now) : new NativeDate(...args);
  }
  FixedDate.prototype = NativeDate.prototype;
  FixedDate.now = () => config.now;
  FixedDate.parse = NativeDate.parse;
  FixedDate.UTC = NativeDate.UTC;
  Object.defineProperty(FixedDate, "name", { value: "Date" });
  window.Date = FixedDate;
  // Intl formats "now" when given no date; it reads the real clock, not window.Date.
  const nativeFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "format");
  Object.defineProperty(Intl.DateTimeFormat.prototype, "format", {
    configurable: true,
    get() {
      const format = nativeFormat.get.call(this);
      return (date) => format(date === undefined ? config.now : date);
    },
  });
  const nativeFormatToParts = Intl.DateTimeFormat.prototype.formatToParts;
  Intl.DateTimeFormat.prototype.formatToParts = function formatToParts(date) {
    return nativeFormatToParts.call(this, date === undefined ? config.now : date);
  };

  // --- Seeded randomness (xorshift32), restarted in every document. ---
  const documentToken = crypto.randomUUID(); // before the patch: tells documents apart
  let state = config.seed >>> 0 || 1;
  const nextUint32 = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  Math.random = () => nextUint32() / 4294967296;
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = nextUint32() & 0xff;
    return array;
  };
  crypto.randomUUID = () => {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };

  // --- Settling: count pending short timers and in-flight requests. ---
  const timers = new Set();
  let requests = 0;
  const NEVER_MS = 2147483647; // the largest delay browsers accept (about 24.8 days)
  const nativeSetTimeout = window.setTimeout;
  const nativeClearTimeout = window.clearTimeout;
  window.setTimeout = function setTimeout(handler, delay, ...args) {
    // Long timers (auto-dismissing toasts, session warnings) would fire at a moment that
    // depends on the machine's load, so they are put off for good: a captured state is the
    // page right after it settled. Only timers within the bound are pending work.
    if ((Number(delay) || 0) > config.maxTimerMs) {
      return nativeSetTimeout.call(window, handler, NEVER_MS, ...args);
    }
    if (typeof handler !== "function") return nativeSetTimeout.call(window, handler, delay, ...args);
    const id = nativeSetTimeout.call(
      window,
      function run(...callArgs) {
        timers.delete(id);
        return handler.apply(this, callArgs);
      },
      delay,
      ...args,
    );
    timers.add(id);
    return id;
  };
  window.clearTimeout = function clearTimeout(id) {
    timers.delete(id);
    return nativeClearTimeout.call(window, id);
  };
  const nativeFetch = window.fetch;
  window.fetch = function fetch(...args) {
    requests += 1;
    return nativeFetch.apply(this, args).finally(() => {
      requests -= 1;
    });
  };
  const nativeAddEventListener = EventTarget.prototype.addEventListener;
  const nativeSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function send(...args) {
    requests += 1;
    nativeAddEventListener.call(this, "loadend", () => {
      requests -= 1;
    }, { once: true });
    return nativeSend.apply(this, args);
  };

  // --- Elements given interaction listeners (removals are not tracked). ---
  const HANDLER_EVENTS = new Set(["click", "mousedown", "keydown"]);
  const handled = new WeakSet();
  EventTarget.prototype.addEventListener = function addEventListener(type, listener, options) {
    if (this instanceof Element && HANDLER_EVENTS.has(type)) handled.add(this);
    return nativeAddEventListener.call(this, type, listener, options);
  };
  const hasHandler = (el) =>
    handled.has(el) ||
    typeof el.onclick === "function" ||
    typeof el.onmousedown === "function" ||
    typeof el.onkeydown === "function";

  // --- Stable element keys: identity of the element object, never its attributes. ---
  const keys = new WeakMap();
  let nextKey = 0;
  const keyOf = (el) => {
    let key = keys.get(el);
    if (key === undefined) {
      key = nextKey;
      nextKey += 1;
      keys.set(el, key);
    }
    return key;
  };

  // --- No animation, no caret, instant scrolling; an adopted sheet stays out of the DOM. ---
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    "*, *::before, *::after { animation: none !important; transition: none !important;" +
      " caret-color: transparent !important; scroll-behavior: auto !important; }",
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  // --- Live regions: what a screen reader would announce, logged in order. ---
  const LIVE_ROLES = { alert: "assertive", status: "polite", log: "polite" };
  const firstRole = (el) => (el.getAttribute("role") || "").trim().split(/\s+/)[0];
  const liveRegionOf = (node) => {
    for (let el = node.nodeType === 1 ? node : node.parentElement; el; el = el.parentElement) {
      const live = el.getAttribute("aria-live");
      if (live === "polite" || live === "assertive") return { el, politeness: live };
      if (live === "off") return null;
      const politeness = LIVE_ROLES[firstRole(el)];
      if (politeness) return { el, politeness };
    }
    return null;
  };
  const rendered = (el) => !!el && el.checkVisibility({ visibilityProperty: true });
  const normalise = (text) => text.replace(/\s+/g, " ").trim();
  const textOf = (node) => {
    if (node.nodeType === 3) return rendered(node.parentElement) ? node.data : "";
    if (node.nodeType === 1) return rendered(node) ? node.innerText : "";
    return "";
  };
  // Whether each element in a live region was rendered when last seen, so that showing
  // content (a `hidden` attribute removed, a class or style changed) counts as an addition.
  const LIVE_SELECTOR = "[aria-live], [role]";
  const shown = new WeakMap();
  const remember = () => {
    for (const el of document.querySelectorAll(LIVE_SELECTOR)) {
      if (liveRegionOf(el) === null || liveRegionOf(el).el !== el) continue;
      shown.set(el, rendered(el));
      for (const inner of el.querySelectorAll("*")) shown.set(inner, rendered(inner));
    }
  };
  const announcements = [];
  let recording = false;
  const record = (records) => {
    if (!recording) return;
    const changed = new Map(); // region element -> {politeness, parts}
    const touch = (region) => {
      if (!changed.has(region.el)) changed.set(region.el, { politeness: region.politeness, parts: [] });
      return changed.get(region.el);
    };
    for (const r of records) {
      const region = liveRegionOf(r.target);
      if (region) {
        const entry = touch(region);
        if (r.type === "childList") r.addedNodes.forEach((n) => entry.parts.push(textOf(n)));
        else if (r.type === "characterData") entry.parts.push(textOf(r.target));
        else if (!(shown.get(r.target) ?? true) && rendered(r.target)) entry.parts.push(textOf(r.target));
      } else if (r.type === "childList") {
        // An alert inserted into the page is announced whole, wherever it is inserted.
        for (const n of r.addedNodes) {
          if (n.nodeType !== 1) continue;
          const inserted = [n, ...n.querySelectorAll("[role]")];
          for (const el of inserted) {
            if (firstRole(el) === "alert") touch({ el, politeness: "assertive" }).parts.push(textOf(el));
          }
        }
      }
    }
    for (const [el, entry] of changed) {
      if (!rendered(el)) continue;
      const atomic = el.getAttribute("aria-atomic") === "true";
      const text = normalise(atomic ? textOf(el) : entry.parts.join(" "));
      if (text) announcements.push({ politeness: entry.politeness, text });
    }
    remember();
  };
  const observer = new MutationObserver(record);
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["hidden", "class", "style"],
  });
  // What the parser builds is the page, not an announcement: start after it.
  nativeAddEventListener.call(document, "DOMContentLoaded", () => {
    observer.takeRecords();
    remember();
    recording = true;
  }, { once: true, capture: true });

  Object.defineProperty(window, "__nexui", {
    enumerable: false,
    value: Object.freeze({
      documentToken,
      keyOf,
      hasHandler,
      rendered,
      normalise,
      busy: () => timers.size + requests,
      // Record what is pending, then run `change` (capture's own DOM edits) unobserved.
      quietly(change) {
        record(observer.takeRecords());
        try {
          return change();
        } finally {
          observer.takeRecords();
        }
      },
      takeAnnouncements: () => announcements.splice(0, announcements.length),
    }),
  });
}
