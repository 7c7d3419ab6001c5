// Inkwell Docs: hash routes inside one page shell, state in sessionStorage.
"use strict";

(() => {
  const KEY = "inkwell-docs-v1";
  const ILLEGAL = /[\\/:*?"<>|]/;

  const fresh = () => ({
    docs: DOCUMENTS.map((d) => JSON.parse(JSON.stringify({ ...d, mode: "Editing", versionNames: {} }))),
    settings: { screenReader: false, braille: false, commentEmails: "Every comment", shareEmails: true, defaultMode: "Editing", autoCapitalise: true },
    nextId: 20,
  });
  const load = () => {
    try {
      const saved = sessionStorage.getItem(KEY);
      if (saved) return JSON.parse(saved);
    } catch (e) { /* start afresh */ }
    return fresh();
  };
  const state = load();
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(state));
  const docById = (id) => state.docs.find((d) => d.id === id);

  const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const $ = (sel, root = document) => root.querySelector(sel);
  const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));
  const on = (el, type, fn) => el && el.addEventListener(type, fn);
  const view = () => document.getElementById("view");

  const ICON = {
    star: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" fill="currentColor"/></svg>',
    undo: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M9 7H4V2M4 7a9 9 0 1 1-1 8" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    redo: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 7h5V2M20 7a9 9 0 1 0 1 8" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    check: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 12l5 5L20 6" fill="none" stroke="currentColor" stroke-width="2.4"/></svg>',
    cross: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2.4"/></svg>',
    comment: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 4h16v12H8l-4 4z" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    history: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 4h16v12H8l-4 4z M8 9h8M8 12h5" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    search: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2"/></svg>',
    doc: '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M6 2h9l5 5v15H6z" fill="#1a56a6"/><path d="M9 12h8M9 15h8M9 18h5" stroke="#fff" stroke-width="1.6"/></svg>',
    bin: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M5 7h14M9 7V4h6v3M7 7l1 13h8l1-13" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    print: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
  };

  let toastTimer = null;
  const toast = (text) => {
    const el = document.getElementById("toast");
    el.textContent = text;
    el.classList.add("shown");
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => el.classList.remove("shown"), 6000);
  };

  // ---------- Home and document lists ----------
  const sideNav = (current) => `
    <nav class="side-nav" aria-label="Documents">
      <button type="button" class="primary new-doc" id="new-doc">New document</button>
      <ul>
        <li><a href="#/home" id="nav-home"${current === "home" ? ' aria-current="page"' : ""}>Home</a></li>
        <li><a href="#/shared" id="nav-shared"${current === "shared" ? ' aria-current="page"' : ""}>Shared with me</a></li>
        <li><a href="#/starred" id="nav-starred"${current === "starred" ? ' aria-current="page"' : ""}>Starred</a></li>
        <li><a href="#/bin" id="nav-bin"${current === "bin" ? ' aria-current="page"' : ""}>Bin</a></li>
        <li><a href="#/settings" id="nav-settings"${current === "settings" ? ' aria-current="page"' : ""}>Settings</a></li>
      </ul>
      <p class="storage">3.2 GB of 15 GB used</p>
    </nav>`;

  const renderList = (which) => {
    const titles = { home: "Recent documents", shared: "Shared with me", starred: "Starred", bin: "Bin" };
    const docs = state.docs.filter((d) => (which === "home" ? d.recent : which === "shared" ? d.owner !== "Priya Raman" : which === "starred" ? d.starred : Boolean(d.binned)));
    document.title = `${titles[which]} – Inkwell Docs`;
    view().innerHTML = `
      <div class="home-layout">
        ${sideNav(which)}
        <main id="main" class="home-main">
          <h1>${titles[which]}</h1>
          <div class="search-row"><span class="search-icon">${ICON.search}</span><input type="search" id="doc-search" placeholder="Search documents"></div>
          ${docs.length ? `<table class="doc-table">
            <thead><tr><th scope="col"><span class="visually-hidden">Starred</span></th><th scope="col">Name</th><th scope="col">Owner</th><th scope="col">Last modified</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
            <tbody>${docs.map((d) => `<tr id="row-${d.id}">
              <td><button type="button" class="star-btn${d.starred ? " on" : ""}" data-star="${d.id}">${ICON.star}</button></td>
              <td class="name-cell">${ICON.doc}<a href="#/doc/${d.id}" id="doc-link-${d.id}">${esc(d.title)}</a></td>
              <td>${d.owner === "Priya Raman" ? "me" : esc(d.owner)}</td>
              <td class="muted">${esc(d.modified)}</td>
              <td>${d.owner === "Priya Raman" ? `<button type="button" class="icon-btn row-remove" data-remove="${d.id}" aria-label="Move to bin: ${esc(d.title)}">${ICON.bin}</button>` : ""}</td></tr>`).join("")}</tbody>
          </table>` : `<p class="empty">${which === "bin" ? "The bin is empty. Documents in the bin are deleted for ever after 30 days." : "Nothing here yet."}</p>`}
        </main>
        <aside class="home-aside" aria-label="Tips">
          <h2>Tips</h2>
          <p>Turn on screen reader support in Settings to hear formatting and comments as you move through a document.</p>
          <p>Press Ctrl+Alt+Shift+H to hear keyboard shortcuts.</p>
        </aside>
      </div>`;
    bindNewDoc();
    $$("[data-star]").forEach((b) => on(b, "click", () => {
      const d = docById(b.dataset.star);
      d.starred = !d.starred;
      save();
      b.classList.toggle("on", d.starred);
    }));
    $$("[data-remove]").forEach((b) => on(b, "click", () => {
      const d = docById(b.dataset.remove);
      d.recent = false;
      d.binned = true;
      save();
      toast(`'${d.title}' moved to the bin.`);
      renderList(which);
    }));
    const search = $("#doc-search");
    on(search, "input", () => {
      const q = search.value.trim().toLowerCase();
      $$(".doc-table tbody tr").forEach((tr) => {
        tr.hidden = q !== "" && !tr.textContent.toLowerCase().includes(q);
      });
    });
  };

  const bindNewDoc = () => on($("#new-doc"), "click", () => {
    const id = `d${state.nextId++}`;
    state.docs.push({ id, title: "Untitled document", owner: "Priya Raman", modified: "Today, 09:30", recent: true, starred: false, role: "Owner", html: "<p></p>", access: [{ name: "Priya Raman", email: ME.email, role: "Owner" }], general: "Restricted", threads: [], resolved: [], versions: [{ id: "v1", label: "Today, 09:30", author: "Priya Raman", current: true }], mode: "Editing", versionNames: {} });
    save();
    location.hash = `#/doc/${id}`;
  });

  // ---------- Settings ----------
  const renderSettings = () => {
    const s = state.settings;
    document.title = "Settings – Inkwell Docs";
    const opt = (v, cur) => `<option${v === cur ? " selected" : ""}>${v}</option>`;
    view().innerHTML = `
      <div class="home-layout">
        ${sideNav("settings")}
        <main id="main" class="home-main settings">
          <h1>Settings</h1>
          <form id="settings-form" novalidate>
            <fieldset><legend>Accessibility</legend>
              <div class="check"><input type="checkbox" id="set-screenreader"${s.screenReader ? " checked" : ""}><label for="set-screenreader">Turn on screen reader support</label></div>
              <p class="hint">Reads out formatting, comments and collaborators' changes as you move through a document.</p>
              <div class="check"><input type="checkbox" id="set-braille"${s.braille ? " checked" : ""}><label for="set-braille">Turn on braille support</label></div>
            </fieldset>
            <fieldset><legend>Email notifications</legend>
              <label for="set-comment-emails">Comment emails</label>
              <select id="set-comment-emails">${["Every comment", "Daily digest", "Only replies and mentions", "None"].map((v) => opt(v, s.commentEmails)).join("")}</select>
              <div class="check"><input type="checkbox" id="set-share-emails"${s.shareEmails ? " checked" : ""}><label for="set-share-emails">Email me when someone shares a document with me</label></div>
            </fieldset>
            <fieldset><legend>Editing</legend>
              <label for="set-default-mode">Default editing mode for new documents</label>
              <select id="set-default-mode">${["Editing", "Suggesting"].map((v) => opt(v, s.defaultMode)).join("")}</select>
              <div class="check"><input type="checkbox" id="set-autocap"${s.autoCapitalise ? " checked" : ""}><label for="set-autocap">Automatically capitalise words</label></div>
            </fieldset>
            <div class="actions"><button type="submit" class="primary" id="settings-save">Save settings</button> <a href="#/home" id="settings-cancel">Cancel</a></div>
            <p id="settings-status" role="status"></p>
          </form>
        </main>
      </div>`;
    bindNewDoc();
    on($("#settings-form"), "submit", (e) => {
      e.preventDefault();
      s.screenReader = $("#set-screenreader").checked;
      s.braille = $("#set-braille").checked;
      s.commentEmails = $("#set-comment-emails").value;
      s.shareEmails = $("#set-share-emails").checked;
      s.defaultMode = $("#set-default-mode").value;
      s.autoCapitalise = $("#set-autocap").checked;
      save();
      $("#settings-status").textContent = "Settings saved.";
    });
  };

  const renderHelp = () => {
    document.title = "Help – Inkwell Docs";
    view().innerHTML = `<div class="home-layout">${sideNav("")}<main id="main" class="home-main"><h1>Inkwell Docs help</h1>
      <p>Find answers about editing, sharing and version history. For account problems contact the IT service desk on extension 4400.</p>
      <ul><li><a href="#/help/sharing">Share a document</a></li><li><a href="#/help/versions">Restore an earlier version</a></li><li><a href="#/help/accessibility">Use Inkwell Docs with a screen reader</a></li></ul></main></div>`;
    bindNewDoc();
  };

  // ---------- Editor ----------
  const ed = { doc: null, cursor: null, matches: [], current: -1, activeThread: null, draft: null, panel: "comments" };

  const menus = {
    file: [["Share", "share"], ["Make a copy", "copy"], ["Rename", "rename"], ["Version history", "history"], ["Download as PDF", "download"], ["Move to bin", "trash"]],
    edit: [["Undo", "undo"], ["Redo", "redo"], ["Find and replace", "find"]],
    view: [["Show comments", "comments"], ["Full screen", "noop"]],
    insert: [["Comment", "comment"], ["Link", "noop"], ["Page break", "noop"]],
    format: [["Bold", "bold"], ["Bulleted list", "bullets"], ["Numbered list", "numbers"]],
    tools: [["Word count", "wordcount"], ["Spelling and grammar", "noop"], ["Accessibility settings", "settings"]],
    help: [["Inkwell Docs help", "help"], ["Keyboard shortcuts", "noop"]],
  };

  const renderEditor = (doc) => {
    ed.doc = doc;
    ed.cursor = null; ed.matches = []; ed.current = -1; ed.activeThread = null; ed.draft = null; ed.panel = "comments";
    document.title = `${doc.title} – Inkwell Docs`;
    const canEdit = doc.role === "Owner" || doc.role === "Editor";
    view().innerHTML = `
      <div class="editor-shell mode-${doc.mode.toLowerCase()}">
        <div class="doc-header">
          <a href="#/home" class="doc-home" id="doc-home" aria-label="Inkwell Docs home">${ICON.doc}</a>
          <div class="title-wrap">
            <input type="text" id="doc-title" aria-label="Document name" value="${esc(doc.title)}" spellcheck="false">
            <div id="title-error-slot"></div>
          </div>
          <button type="button" class="icon-btn" id="star-doc" aria-label="Star" aria-pressed="${doc.starred}">${ICON.star}</button>
          <span class="save-status" id="save-status">All changes saved in Inkwell</span>
          <span class="spacer"></span>
          <a href="#/doc/${doc.id}/history" class="last-edit" id="last-edit-link">Last edit was ${esc(doc.modified.startsWith("Today, ") ? "today at " + doc.modified.slice(7) : "on " + doc.modified)}</a>
          <button type="button" class="icon-btn" id="comment-history-button" aria-label="Open comment history">${ICON.history}</button>
          <button type="button" class="primary" id="share-button">Share</button>
        </div>
        <div class="menubar" role="menubar" aria-label="Menu bar" id="menubar">
          ${Object.keys(menus).map((m) => `<div class="menu-wrap"><button type="button" role="menuitem" aria-haspopup="menu" aria-expanded="false" id="menu-${m}" data-menu="${m}">${m[0].toUpperCase() + m.slice(1)}</button>
            <ul class="menu" role="menu" id="menu-${m}-list" aria-labelledby="menu-${m}" hidden>${menus[m].map(([label, act]) => `<li role="none"><button type="button" role="menuitem" tabindex="-1" id="mi-${act === "noop" ? m + "-" + label.toLowerCase().replace(/\W+/g, "-") : act}" data-act="${act}">${label}</button></li>`).join("")}</ul></div>`).join("")}
        </div>
        <div class="toolbar" role="toolbar" aria-label="Formatting" id="toolbar">
          <button type="button" class="icon-btn" id="tb-undo">${ICON.undo}</button>
          <button type="button" class="icon-btn" id="tb-redo">${ICON.redo}</button>
          <button type="button" class="icon-btn" id="tb-print">${ICON.print}</button>
          <span class="sep" aria-hidden="true"></span>
          <div class="menu-wrap">
            <button type="button" id="styles-button" class="styles-button" aria-haspopup="menu" aria-expanded="false"><span class="visually-hidden">Styles: </span><span id="styles-current">Normal text</span></button>
            <ul class="menu" role="menu" id="styles-menu" aria-label="Styles" hidden>
              ${["Normal text", "Heading 1", "Heading 2", "Heading 3"].map((s, i) => `<li role="menuitemradio" aria-checked="false" tabindex="-1" id="style-${i}" data-style="${s}" class="style-${i}">${s}</li>`).join("")}
            </ul>
          </div>
          <span class="sep" aria-hidden="true"></span>
          <button type="button" class="icon-btn fmt" id="tb-bold" aria-label="Bold" aria-pressed="false"><b>B</b></button>
          <button type="button" class="icon-btn fmt" id="tb-italic" aria-label="Italic" aria-pressed="false"><i>I</i></button>
          <button type="button" class="icon-btn fmt" id="tb-underline" aria-label="Underline" aria-pressed="false"><u>U</u></button>
          <span class="sep" aria-hidden="true"></span>
          <button type="button" class="icon-btn fmt" id="tb-bullets" aria-label="Bulleted list" aria-pressed="false">&#8226;&#8801;</button>
          <button type="button" class="icon-btn fmt" id="tb-numbers" aria-label="Numbered list" aria-pressed="false">1&#8801;</button>
          <span class="sep" aria-hidden="true"></span>
          <button type="button" class="icon-btn" id="tb-comment" aria-label="Add comment">${ICON.comment}</button>
          <button type="button" class="icon-btn" id="tb-find" aria-label="Find and replace">${ICON.search}</button>
          <span class="spacer"></span>
          <label for="edit-mode" class="visually-hidden">Editing mode</label>
          <select id="edit-mode" class="mode-select"${canEdit ? "" : " disabled"}>${["Editing", "Suggesting", "Viewing"].map((m) => `<option${m === doc.mode ? " selected" : ""}>${m}</option>`).join("")}</select>
        </div>
        <div class="workspace">
          <main id="main" class="page-wrap">
            <div class="page"><div id="editor" class="editor" contenteditable="${canEdit && doc.mode !== "Viewing"}" role="textbox" aria-multiline="true" aria-label="Document content" spellcheck="false">${doc.html}</div></div>
          </main>
          <aside class="sidebar" id="sidebar" aria-label="Comments and suggestions"></aside>
        </div>
        <div id="find-slot"></div>
        <div id="dialog-slot"></div>
      </div>`;
    bindEditor();
    renderSidebar();
  };

  const editorEl = () => document.getElementById("editor");

  const persist = () => {
    const clone = editorEl().cloneNode(true);
    Ed.clearMarks(clone);
    ed.doc.html = clone.innerHTML;
    ed.doc.modified = "Today, 09:30";
    save();
  };

  let saveTimer = null;
  const autosave = () => {
    persist();
    const status = $("#save-status");
    status.textContent = "Saving…";
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => { status.textContent = "All changes saved in Inkwell"; }, 250);
  };

  const setCursor = (block, start, end) => {
    ed.cursor = block ? { block, start, end } : null;
    updateToolbarState();
  };

  const updateToolbarState = () => {
    const c = ed.cursor;
    const block = c && c.block.isConnected ? c.block : null;
    $("#styles-current").textContent = Ed.styleOf(block);
    $$("#styles-menu [data-style]").forEach((li) => li.setAttribute("aria-checked", String(li.dataset.style === Ed.styleOf(block))));
    $("#tb-bold").setAttribute("aria-pressed", String(Boolean(block && c.end > c.start && Ed.isBold(block, c.start, c.end))));
    $("#tb-bullets").setAttribute("aria-pressed", String(Ed.listKind(block) === "ul"));
    $("#tb-numbers").setAttribute("aria-pressed", String(Ed.listKind(block) === "ol"));
  };

  // After a command re-creates the block, the find marks and the cursor follow it.
  const refreshFind = () => {
    if (!$("#find-input")) return;
    runFind(false);
  };

  const closeMenus = () => {
    $$(".menu").forEach((m) => { m.hidden = true; });
    $$("[aria-haspopup='menu']").forEach((b) => b.setAttribute("aria-expanded", "false"));
  };

  const bindEditor = () => {
    const doc = ed.doc;
    const title = $("#doc-title");
    const commitTitle = () => {
      const value = title.value.trim();
      if (value === doc.title) return;
      setTimeout(() => {
        const slot = $("#title-error-slot");
        slot.innerHTML = "";
        if (ILLEGAL.test(value)) {
          title.setAttribute("aria-invalid", "true");
          slot.innerHTML = `<p class="title-error" id="title-error" role="alert">Couldn't rename the document. Names can't contain any of these characters: \\ / : * ? " &lt; &gt; |. Use a dash (-) instead of a colon.</p>`;
          return;
        }
        title.removeAttribute("aria-invalid");
        doc.title = value;
        document.title = `${doc.title} – Inkwell Docs`;
        autosave();
      }, 150);
    };
    on(title, "keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); commitTitle(); } });
    on(title, "blur", commitTitle);
    on($("#star-doc"), "click", () => {
      doc.starred = !doc.starred;
      save();
      $("#star-doc").setAttribute("aria-pressed", String(doc.starred));
    });
    on($("#share-button"), "click", openShare);
    on($("#comment-history-button"), "click", () => { ed.panel = ed.panel === "history" ? "comments" : "history"; renderSidebar(); });
    $$("[data-menu]").forEach((b) => on(b, "click", (e) => {
      e.stopPropagation();
      const list = document.getElementById(`menu-${b.dataset.menu}-list`);
      const open = list.hidden;
      closeMenus();
      list.hidden = !open;
      b.setAttribute("aria-expanded", String(open));
    }));
    $$("[data-act]").forEach((b) => on(b, "click", (e) => { e.stopPropagation(); closeMenus(); menuAction(b.dataset.act); }));
    on($("#styles-button"), "click", (e) => {
      e.stopPropagation();
      const list = $("#styles-menu");
      const open = list.hidden;
      closeMenus();
      list.hidden = !open;
      $("#styles-button").setAttribute("aria-expanded", String(open));
    });
    $$("#styles-menu [data-style]").forEach((li) => on(li, "click", (e) => {
      e.stopPropagation();
      closeMenus();
      applyToBlock((block) => Ed.setStyle(block, li.dataset.style));
    }));
    on($("#tb-bold"), "click", () => {
      const c = ed.cursor;
      if (!c || !c.block.isConnected || c.start === c.end) { toast("Select some text first, or use Find to select it."); return; }
      Ed.clearMarks(editorEl());
      Ed.toggleBold(c.block, c.start, c.end);
      autosave();
      refreshFind();
      updateToolbarState();
    });
    on($("#tb-italic"), "click", () => toast("Select some text first, or use Find to select it."));
    on($("#tb-underline"), "click", () => toast("Select some text first, or use Find to select it."));
    on($("#tb-bullets"), "click", () => applyToBlock((block) => Ed.toggleList(block, "ul")));
    on($("#tb-numbers"), "click", () => applyToBlock((block) => Ed.toggleList(block, "ol")));
    on($("#tb-comment"), "click", startComment);
    on($("#tb-find"), "click", openFind);
    on($("#tb-print"), "click", () => toast("Preparing to print…"));
    on($("#tb-undo"), "click", () => toast("Nothing to undo."));
    on($("#tb-redo"), "click", () => toast("Nothing to redo."));
    on($("#edit-mode"), "change", () => {
      doc.mode = $("#edit-mode").value;
      save();
      const shell = $(".editor-shell");
      shell.className = `editor-shell mode-${doc.mode.toLowerCase()}`;
      editorEl().setAttribute("contenteditable", String(doc.mode !== "Viewing"));
    });
    on(editorEl(), "input", autosave);
    on(document, "selectionchange", () => {
      const sel = document.getSelection();
      if (!sel.rangeCount || document.activeElement !== editorEl()) return;
      const r = sel.getRangeAt(0);
      const block = Ed.blockOf(r.startContainer, editorEl());
      if (!block) return;
      setCursor(block, Ed.offsetIn(block, r.startContainer, r.startOffset), block.contains(r.endContainer) ? Ed.offsetIn(block, r.endContainer, r.endOffset) : Ed.offsetIn(block, r.startContainer, r.startOffset));
    });
  };

  const applyToBlock = (fn) => {
    const c = ed.cursor;
    if (!c || !c.block.isConnected) { toast("Put the cursor in a paragraph first, or use Find to move to it."); return; }
    const query = $("#find-input") ? $("#find-input").value : "";
    Ed.clearMarks(editorEl());
    const block = fn(c.block);
    ed.cursor = { block, start: c.start, end: c.end };
    autosave();
    if (query) runFind(false, block);
    updateToolbarState();
    renderSidebar();
  };

  const menuAction = (act) => {
    const doc = ed.doc;
    if (act === "share") openShare();
    else if (act === "history") location.hash = `#/doc/${doc.id}/history`;
    else if (act === "find") openFind();
    else if (act === "rename") $("#doc-title").focus();
    else if (act === "wordcount") openWordCount();
    else if (act === "comment") startComment();
    else if (act === "bold") $("#tb-bold").click();
    else if (act === "bullets") $("#tb-bullets").click();
    else if (act === "numbers") $("#tb-numbers").click();
    else if (act === "settings") location.hash = "#/settings";
    else if (act === "help") location.hash = "#/help";
    else if (act === "comments") { ed.panel = "comments"; renderSidebar(); }
    else if (act === "copy") toast(`Copy of '${doc.title}' created in your documents.`);
    else if (act === "download") toast(`Downloading '${doc.title}.pdf'.`);
    else if (act === "trash") { doc.recent = false; save(); location.hash = "#/home"; }
    else if (act === "undo") toast("Nothing to undo.");
    else if (act === "redo") toast("Nothing to redo.");
    else toast("That feature isn't available for this document.");
  };

  // ---------- Find and replace (non-modal panel) ----------
  const openFind = () => {
    if ($("#find-panel")) { $("#find-input").focus(); return; }
    $("#find-slot").innerHTML = `
      <div class="find-panel" id="find-panel" role="dialog" aria-labelledby="find-heading">
        <div class="find-head"><h2 id="find-heading">Find and replace</h2><button type="button" class="icon-btn" id="find-close" aria-label="Close find and replace">${ICON.cross}</button></div>
        <div class="find-row"><label for="find-input">Find</label><input type="text" id="find-input" autocomplete="off"><span class="find-count" id="find-count">0 of 0</span>
          <button type="button" class="icon-btn" id="find-prev" aria-label="Previous match">&#8593;</button><button type="button" class="icon-btn" id="find-next" aria-label="Next match">&#8595;</button></div>
        <div class="find-row"><label for="replace-input">Replace with</label><input type="text" id="replace-input" autocomplete="off"></div>
        <div class="find-row"><input type="checkbox" id="find-case"><label for="find-case">Match case</label>
          <span class="spacer"></span><button type="button" id="replace-one">Replace</button><button type="button" id="replace-all">Replace all</button></div>
      </div>`;
    on($("#find-input"), "input", () => runFind(true));
    on($("#find-case"), "change", () => runFind(true));
    on($("#find-next"), "click", () => step(1));
    on($("#find-prev"), "click", () => step(-1));
    on($("#find-close"), "click", closeFind);
    on($("#replace-one"), "click", () => replace(false));
    on($("#replace-all"), "click", () => replace(true));
    $("#find-input").focus();
  };

  const runFind = (reset, keepBlock) => {
    const root = editorEl();
    Ed.clearMarks(root);
    const query = $("#find-input").value;
    ed.matches = Ed.findAll(root, query, $("#find-case").checked);
    if (reset) ed.current = ed.matches.length ? 0 : -1;
    else if (keepBlock) ed.current = Math.max(0, ed.matches.findIndex((m) => m.block === keepBlock));
    else ed.current = Math.min(ed.current, ed.matches.length - 1);
    const m = ed.matches[ed.current];
    Ed.markMatches(ed.matches, ed.current);
    $("#find-count").textContent = `${ed.matches.length ? ed.current + 1 : 0} of ${ed.matches.length}`;
    if (m) setCursor(m.block, m.start, m.end);
  };

  const step = (delta) => {
    if (!ed.matches.length) return;
    ed.current = (ed.current + delta + ed.matches.length) % ed.matches.length;
    runFind(false);
  };

  const replace = (all) => {
    const with_ = $("#replace-input").value;
    if (!ed.matches.length) return;
    Ed.clearMarks(editorEl());
    const targets = all ? ed.matches.slice() : [ed.matches[ed.current]];
    for (let i = targets.length - 1; i >= 0; i -= 1) {
      const r = Ed.rangeAt(targets[i].block, targets[i].start, targets[i].end);
      if (r) { r.deleteContents(); r.insertNode(document.createTextNode(with_)); targets[i].block.normalize(); }
    }
    autosave();
    runFind(true);
    toast(all ? `Replaced ${targets.length} matches.` : "Replaced 1 match.");
  };

  const closeFind = () => {
    Ed.clearMarks(editorEl());
    $("#find-slot").innerHTML = "";
    const c = ed.cursor;
    if (c && c.block.isConnected) {
      const r = Ed.rangeAt(c.block, c.start, c.end);
      editorEl().focus();
      if (r) { const sel = document.getSelection(); sel.removeAllRanges(); sel.addRange(r); }
    }
  };

  // ---------- Comments and suggestions sidebar ----------
  const anchorTop = (sel) => {
    const el = editorEl().querySelector(sel);
    if (!el) return 0;
    return el.getBoundingClientRect().top - $("#sidebar").getBoundingClientRect().top - 20;
  };

  const threadHtml = (t) => {
    const active = ed.activeThread === t.id;
    return `<div class="thread${active ? " active" : ""}" tabindex="0" data-thread="${t.id}" id="thread-${t.id}">
      <div class="thread-head"><span class="avatar small" aria-hidden="true" style="background:${COLOURS[t.author] || "#555"}">${t.author.split(" ").map((w) => w[0]).join("")}</span>
        <span class="who"><span class="author">${esc(t.author)}</span><span class="when">${esc(t.when)}</span></span>
        <button type="button" class="icon-btn resolve" data-resolve="${t.id}" id="resolve-${t.id}">${ICON.check}</button></div>
      <p class="thread-text">${esc(t.text)}</p>
      ${t.replies.map((r) => `<div class="reply"><span class="author">${esc(r.author)}</span> <span class="when">${esc(r.when)}</span><p>${esc(r.text)}</p></div>`).join("")}
      ${active ? `<textarea class="reply-box" id="reply-${t.id}" placeholder="Reply or add others with @" rows="2"></textarea>
        <div class="thread-actions"><button type="button" class="primary small" id="reply-send-${t.id}">Reply</button><button type="button" class="small" id="reply-cancel-${t.id}">Cancel</button></div>` : ""}
    </div>`;
  };

  const suggestionHtml = (s) => `<div class="thread suggestion" data-sugg-card="${s.id}" id="sugg-${s.id}">
      <div class="thread-head"><span class="avatar small" aria-hidden="true" style="background:${COLOURS[s.author] || "#555"}">${s.author.split(" ").map((w) => w[0]).join("")}</span>
        <span class="who"><span class="author">${esc(s.author)}</span><span class="when">${esc(s.when)}</span></span>
        <button type="button" class="icon-btn accept" id="accept-${s.id}" aria-label="Accept suggestion">${ICON.check}</button>
        <button type="button" class="icon-btn reject" id="reject-${s.id}" aria-label="Reject suggestion">${ICON.cross}</button></div>
      <p class="thread-text">${s.kind === "Replace" ? `Replace: “${esc(s.from)}” with “${esc(s.to)}”` : `Delete: “${esc(s.from)}”`}</p>
    </div>`;

  const renderSidebar = () => {
    const doc = ed.doc;
    const side = $("#sidebar");
    if (ed.panel === "history") {
      const all = [...doc.threads.map((t) => ({ ...t, open: true })), ...doc.resolved.map((t) => ({ ...t, open: false }))];
      side.innerHTML = `<div class="history-panel" id="comment-history"><div class="panel-head"><h2>Comment history</h2><button type="button" class="icon-btn" id="close-comment-history" aria-label="Close comment history">${ICON.cross}</button></div>
        ${all.length ? `<ul class="history-list">${all.map((t) => `<li class="history-item" id="history-${t.id}"><p class="quote">“${esc(t.quote || quoteOf(t.id))}”</p>
          <p><span class="author">${esc(t.author)}</span> <span class="when">${esc(t.when)}</span></p><p>${esc(t.text)}</p>
          ${t.replies.map((r) => `<p class="reply"><span class="author">${esc(r.author)}</span>: ${esc(r.text)}</p>`).join("")}
          <p class="status">${t.open ? "Open" : `Resolved by ${esc(t.resolvedBy)}`}</p></li>`).join("")}</ul>` : "<p>No comments yet.</p>"}</div>`;
      on($("#close-comment-history"), "click", () => { ed.panel = "comments"; renderSidebar(); });
      return;
    }
    const items = [
      ...doc.threads.map((t) => ({ top: anchorTop(`[data-thread="${t.id}"]`), html: threadHtml(t) })),
      ...(doc.suggestions || []).map((s) => ({ top: anchorTop(`[data-sugg="${s.id}"]`), html: suggestionHtml(s) })),
    ];
    if (ed.draft) items.push({ top: anchorTop(`[data-thread="${ed.draft}"]`), html: `<div class="thread draft active" id="draft-card">
        <div class="thread-head"><span class="avatar small" aria-hidden="true" style="background:#1a56a6">PR</span><span class="who"><span class="author">Priya Raman</span></span></div>
        <textarea class="reply-box" id="comment-input" placeholder="Comment or add others with @" rows="3"></textarea>
        <div class="thread-actions"><button type="button" class="primary small" id="comment-submit">Comment</button><button type="button" class="small" id="comment-cancel">Cancel</button></div></div>` });
    items.sort((a, b) => a.top - b.top);
    side.innerHTML = items.map((i) => i.html).join("");
    // Cards sit beside what they are anchored to, pushed down so they never overlap.
    let floor = 0;
    Array.from(side.children).forEach((card, i) => {
      const top = Math.max(items[i].top, floor);
      card.style.top = `${Math.round(top)}px`;
      floor = top + card.offsetHeight + 10;
    });
    side.style.minHeight = `${floor}px`;
    bindSidebar();
  };

  const quoteOf = (id) => {
    const el = editorEl().querySelector(`[data-thread="${id}"]`);
    return el ? el.textContent : "";
  };

  const bindSidebar = () => {
    const doc = ed.doc;
    $$(".thread[data-thread]").forEach((card) => on(card, "click", () => {
      if (ed.activeThread === card.dataset.thread) return;
      ed.activeThread = card.dataset.thread;
      renderSidebar();
    }));
    $$("[data-resolve]").forEach((b) => on(b, "click", (e) => {
      e.stopPropagation();
      const id = b.dataset.resolve;
      const t = doc.threads.find((x) => x.id === id);
      doc.threads = doc.threads.filter((x) => x.id !== id);
      doc.resolved.unshift({ ...t, quote: quoteOf(id), resolvedBy: "Priya Raman" });
      const anchor = editorEl().querySelector(`[data-thread="${id}"]`);
      if (anchor) Ed.unwrap(anchor);
      if (ed.activeThread === id) ed.activeThread = null;
      autosave();
      renderSidebar();
    }));
    doc.threads.forEach((t) => {
      on($(`#reply-send-${t.id}`), "click", (e) => {
        e.stopPropagation();
        const text = $(`#reply-${t.id}`).value.trim();
        if (!text) return;
        t.replies.push({ author: "Priya Raman", when: "Today, 09:30", text });
        ed.activeThread = null;
        save();
        renderSidebar();
      });
      on($(`#reply-cancel-${t.id}`), "click", (e) => { e.stopPropagation(); ed.activeThread = null; renderSidebar(); });
    });
    (doc.suggestions || []).forEach((s) => {
      on($(`#accept-${s.id}`), "click", () => decide(s.id, true));
      on($(`#reject-${s.id}`), "click", () => decide(s.id, false));
    });
    on($("#comment-submit"), "click", () => {
      const text = $("#comment-input").value.trim();
      if (!text) return;
      doc.threads.push({ id: ed.draft, author: "Priya Raman", when: "Today, 09:30", text, replies: [] });
      ed.draft = null;
      autosave();
      renderSidebar();
    });
    on($("#comment-cancel"), "click", () => {
      const anchor = editorEl().querySelector(`[data-thread="${ed.draft}"]`);
      if (anchor) Ed.unwrap(anchor);
      ed.draft = null;
      renderSidebar();
    });
  };

  const decide = (id, accept) => {
    const doc = ed.doc;
    const root = editorEl();
    Ed.clearMarks(root);
    for (const el of root.querySelectorAll(`[data-sugg="${id}"]`)) {
      const keep = el.classList.contains(accept ? "sg-ins" : "sg-del");
      if (keep) Ed.unwrap(el);
      else el.remove();
    }
    for (const li of root.querySelectorAll("li")) if (!li.textContent.trim()) li.remove();
    doc.suggestions = doc.suggestions.filter((s) => s.id !== id);
    autosave();
    renderSidebar();
  };

  const startComment = () => {
    const c = ed.cursor;
    if (!c || !c.block.isConnected || c.start === c.end) { toast("Select some text to comment on, or use Find to select it."); return; }
    if (ed.draft) return;
    Ed.clearMarks(editorEl());
    ed.draft = `t${state.nextId++}`;
    const span = document.createElement("span");
    span.className = "c-anchor";
    span.dataset.thread = ed.draft;
    Ed.wrapRange(c.block, c.start, c.end, span);
    if ($("#find-input")) runFind(false, c.block);
    ed.panel = "comments";
    renderSidebar();
    $("#comment-input").focus();
  };

  // ---------- Dialogs ----------
  const openModal = (id, title, body, onOpen) => {
    $("#dialog-slot").innerHTML = `<div class="backdrop"></div><div class="modal" role="dialog" aria-modal="true" aria-labelledby="${id}-title" id="${id}"><h2 id="${id}-title">${title}</h2>${body}</div>`;
    onOpen();
  };
  const closeModal = () => { $("#dialog-slot").innerHTML = ""; };

  const openWordCount = () => {
    const n = Ed.wordCount(editorEl());
    openModal("word-count", "Word count", `<table class="counts"><tbody>
      <tr><th scope="row">Pages</th><td>${n.pages}</td></tr><tr><th scope="row">Words</th><td>${n.words.toLocaleString("en-GB")}</td></tr>
      <tr><th scope="row">Characters</th><td>${n.characters.toLocaleString("en-GB")}</td></tr><tr><th scope="row">Characters excluding spaces</th><td>${n.noSpaces.toLocaleString("en-GB")}</td></tr></tbody></table>
      <div class="check"><input type="checkbox" id="wc-show"><label for="wc-show">Display word count while typing</label></div>
      <div class="modal-actions"><button type="button" class="primary" id="word-count-ok">OK</button></div>`, () => {
      on($("#word-count-ok"), "click", closeModal);
      $("#word-count-ok").focus();
    });
  };

  const share = { chips: [] };
  const ROLES = ["Viewer", "Commenter", "Editor"];

  const openShare = () => {
    share.chips = [];
    renderShare();
  };

  const renderShare = () => {
    const doc = ed.doc;
    const adding = share.chips.length > 0;
    const external = share.chips.filter((c) => !c.email.endsWith(`@${ORG_DOMAIN}`));
    const body = `
      <div class="share-add">
        <label for="share-email" class="visually-hidden">Add people and groups</label>
        <div class="chips" id="share-chips">${share.chips.map((c, i) => `<span class="chip${c.email.endsWith(`@${ORG_DOMAIN}`) ? "" : " external"}">${esc(c.name || c.email)}<button type="button" class="chip-x" id="chip-remove-${i}" aria-label="Remove ${esc(c.name || c.email)}">${ICON.cross}</button></span>`).join("")}
          <input type="text" id="share-email" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="share-suggestions" placeholder="Add people and groups" autocomplete="off"></div>
        <ul role="listbox" id="share-suggestions" class="suggestions" aria-label="People" hidden></ul>
        ${adding ? `<div class="role-wrap"><label for="share-role" class="role-label">Permission</label><select id="share-role">${ROLES.map((r) => `<option${r === "Viewer" ? " selected" : ""}>${r}</option>`).join("")}</select></div>` : ""}
      </div>
      ${adding ? `
        ${external.length ? `<p class="external-note" id="external-note">${external.map((c) => esc(c.email)).join(", ")} ${external.length > 1 ? "are" : "is"} outside Brightwater Housing.</p>` : ""}
        <div class="check"><input type="checkbox" id="share-notify" checked><label for="share-notify">Notify people</label></div>
        <div id="share-message-wrap"><label for="share-message">Message</label><textarea id="share-message" rows="3"></textarea></div>
        <div class="modal-actions"><button type="button" id="share-cancel">Cancel</button><button type="button" class="primary" id="share-send">Send</button></div>` : `
        <h3>People with access</h3>
        <ul class="access-list">${doc.access.map((p, i) => `<li><span class="avatar small" aria-hidden="true">${p.name.split(" ").map((w) => w[0]).join("")}</span>
          <span class="person"><span class="pname">${esc(p.name)}${p.email === ME.email ? " (you)" : ""}</span><span class="pmail">${esc(p.email)}</span></span>
          ${p.role === "Owner" ? '<span class="owner">Owner</span>' : `<select id="access-${i}" aria-label="Access for ${esc(p.name)}">${[...ROLES, "Remove access"].map((r) => `<option${r === p.role ? " selected" : ""}>${r}</option>`).join("")}</select>`}</li>`).join("")}</ul>
        <h3>General access</h3>
        <div class="general"><label for="general-access" class="visually-hidden">General access</label><select id="general-access">${["Restricted", "Brightwater Housing"].map((g) => `<option${g === doc.general ? " selected" : ""}>${g}</option>`).join("")}</select>
          <span class="general-hint" id="general-hint">${doc.general === "Restricted" ? "Only people with access can open with the link" : "Anyone at Brightwater Housing with the link can open"}</span></div>
        <div class="modal-actions"><button type="button" id="copy-link">Copy link</button><button type="button" class="primary" id="share-done">Done</button></div>`}`;
    openModal("share-dialog", `Share ‘${esc(doc.title)}’`, body, bindShare);
  };

  const bindShare = () => {
    const doc = ed.doc;
    const input = $("#share-email");
    const list = $("#share-suggestions");
    on(input, "input", () => {
      const q = input.value.trim().toLowerCase();
      const taken = new Set([...doc.access.map((p) => p.email), ...share.chips.map((c) => c.email)]);
      let people = q.length < 2 ? [] : DIRECTORY.filter((p) => !taken.has(p.email) && (p.name.toLowerCase().includes(q) || p.email.includes(q)));
      if (!people.length && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(q) && !taken.has(q)) people = [{ name: "", email: q, title: "Not in your organisation" }];
      list.innerHTML = people.map((p, i) => `<li role="option" aria-selected="false" id="share-option-${i}" data-email="${esc(p.email)}" data-name="${esc(p.name)}">${p.name ? `${esc(p.name)} <span class="pmail">${esc(p.email)}</span>` : `Add ${esc(p.email)}`} <span class="ptitle">${esc(p.title)}</span></li>`).join("");
      list.hidden = people.length === 0;
      input.setAttribute("aria-expanded", String(people.length > 0));
      $$("[data-email]", list).forEach((li) => on(li, "click", () => {
        const role = $("#share-role") ? $("#share-role").value : "Viewer";
        const notify = $("#share-notify") ? $("#share-notify").checked : true;
        const message = $("#share-message") ? $("#share-message").value : "";
        share.chips.push({ email: li.dataset.email, name: li.dataset.name });
        renderShare();
        $("#share-role").value = role;
        $("#share-notify").checked = notify;
        $("#share-message").value = message;
        $("#share-email").focus();
      }));
    });
    share.chips.forEach((c, i) => on($(`#chip-remove-${i}`), "click", () => { share.chips.splice(i, 1); renderShare(); }));
    on($("#share-notify"), "change", () => {
      const notify = $("#share-notify").checked;
      $("#share-message-wrap").hidden = !notify;
      $("#share-send").textContent = notify ? "Send" : "Share";
    });
    on($("#share-cancel"), "click", () => { share.chips = []; renderShare(); });
    on($("#share-send"), "click", () => {
      const role = $("#share-role").value;
      const notify = $("#share-notify").checked;
      share.chips.forEach((c) => doc.access.push({ name: c.name || c.email, email: c.email, role }));
      const names = share.chips.map((c) => c.name || c.email).join(", ");
      share.chips = [];
      save();
      closeModal();
      toast(`${notify ? "Shared with and emailed" : "Shared with"} ${names} as ${role.toLowerCase()}.`);
    });
    doc.access.forEach((p, i) => on($(`#access-${i}`), "change", () => {
      const v = $(`#access-${i}`).value;
      if (v === "Remove access") doc.access.splice(i, 1);
      else p.role = v;
      save();
      renderShare();
    }));
    on($("#general-access"), "change", () => {
      doc.general = $("#general-access").value;
      save();
      $("#general-hint").textContent = doc.general === "Restricted" ? "Only people with access can open with the link" : "Anyone at Brightwater Housing with the link can open";
    });
    on($("#copy-link"), "click", () => toast("Link copied."));
    on($("#share-done"), "click", () => { closeModal(); toast("Sharing settings saved."); });
    if (input) input.focus();
  };

  // ---------- Version history ----------
  const renderHistory = (doc, selected) => {
    ed.doc = doc;
    document.title = `Version history – ${doc.title} – Inkwell Docs`;
    const sel = doc.versions.find((v) => v.id === selected) || doc.versions[0];
    const html = sel.current ? doc.html : sel.html;
    view().innerHTML = `
      <div class="history-shell">
        <div class="doc-header"><a href="#/doc/${doc.id}" id="history-back" class="back-link">&#8592; Back to the document</a>
          <span class="history-title">${esc(doc.title)}</span><span class="spacer"></span>
          ${sel.current ? "" : `<button type="button" class="primary" id="restore-version">Restore this version</button>`}</div>
        <div class="workspace">
          <main id="main" class="page-wrap"><h1 class="visually-hidden">Version history</h1>
            <p class="version-caption">${sel.current ? "Current version" : esc(sel.label)} · ${esc(sel.author)}</p>
            <div class="check show-changes"><input type="checkbox" id="show-changes" checked><label for="show-changes">Show changes</label></div>
            <div class="page"><div class="editor readonly changes-on" id="version-content">${html}</div></div>
          </main>
          <aside class="versions" aria-labelledby="versions-heading">
            <h2 id="versions-heading">Version history</h2>
            <button type="button" id="name-version">Name current version</button>
            <div id="name-form-slot"></div>
            <ul class="version-list">${doc.versions.map((v) => `<li><button type="button" class="version${v === sel ? " selected" : ""}" id="version-${v.id}"${v === sel ? ' aria-current="true"' : ""}>
              ${doc.versionNames[v.id] ? `<span class="vname">${esc(doc.versionNames[v.id])}</span>` : ""}<span class="vdate">${esc(v.label)}</span>${v.current ? '<span class="vcurrent">Current version</span>' : ""}
              <span class="vauthor"><span class="dot" style="background:${COLOURS[v.author] || "#555"}"></span>${esc(v.author)}</span></button></li>`).join("")}</ul>
          </aside>
        </div>
        <div id="dialog-slot"></div>
      </div>`;
    doc.versions.forEach((v) => on($(`#version-${v.id}`), "click", () => renderHistory(doc, v.id)));
    on($("#show-changes"), "change", () => $("#version-content").classList.toggle("changes-on", $("#show-changes").checked));
    on($("#name-version"), "click", () => {
      $("#name-form-slot").innerHTML = `<div class="name-form"><label for="version-name">Version name</label><input type="text" id="version-name">
        <div class="thread-actions"><button type="button" class="primary small" id="version-name-save">Save</button><button type="button" class="small" id="version-name-cancel">Cancel</button></div></div>`;
      on($("#version-name-save"), "click", () => {
        const name = $("#version-name").value.trim();
        if (!name) return;
        const current = doc.versions.find((v) => v.current);
        doc.versionNames[current.id] = name;
        save();
        renderHistory(doc, sel.id);
      });
      on($("#version-name-cancel"), "click", () => { $("#name-form-slot").innerHTML = ""; });
      $("#version-name").focus();
    });
    on($("#restore-version"), "click", () => {
      openModal("restore-dialog", "Restore this version?", `<p>The document will go back to the version from ${esc(sel.label)} by ${esc(sel.author)}. The current version stays in version history.</p>
        <div class="modal-actions"><button type="button" id="cancel-restore">Cancel</button><button type="button" class="primary" id="confirm-restore">Restore</button></div>`, () => {
        on($("#cancel-restore"), "click", closeModal);
        on($("#confirm-restore"), "click", () => {
          const plain = document.createElement("div");
          plain.innerHTML = sel.html;
          plain.querySelectorAll(".chg-del").forEach((el) => el.remove());
          plain.querySelectorAll(".chg-ins").forEach((el) => Ed.unwrap(el));
          doc.versions.forEach((v) => { if (v.current) { v.current = false; v.html = doc.html; } });
          doc.versions.unshift({ id: `v${state.nextId++}`, label: "Today, 09:30", author: "Priya Raman", current: true });
          doc.html = plain.innerHTML;
          save();
          location.hash = `#/doc/${doc.id}`;
          toast(`Restored the version from ${sel.label}.`);
        });
        $("#cancel-restore").focus();
      });
    });
  };

  // ---------- Router ----------
  const route = () => {
    const hash = location.hash || "#/home";
    const parts = hash.replace(/^#\//, "").split("/");
    window.scrollTo(0, 0);
    if (parts[0] === "doc" && docById(parts[1])) {
      if (parts[2] === "history") renderHistory(docById(parts[1]));
      else renderEditor(docById(parts[1]));
    } else if (["home", "shared", "starred", "bin"].includes(parts[0])) renderList(parts[0]);
    else if (parts[0] === "settings") renderSettings();
    else if (parts[0] === "help") renderHelp();
    else renderList("home");
  };
  on(document, "click", (e) => { if (!e.target.closest(".menu-wrap")) closeMenus(); });
  window.addEventListener("hashchange", route);
  document.addEventListener("DOMContentLoaded", route);
})();
