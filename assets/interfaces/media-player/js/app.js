// Brightwell Learning: router, shell and the custom video player.
// The player reproduces the barriers accessibility demos show (clickable divs with icons and no
// names, controls that hide themselves, a raw-valued unlabelled volume slider, menus of divs, a
// full-screen mode that traps focus); the tabs beside it and most of the site are built right.
(function () {
  "use strict";
  const B = window.BRIGHTWELL;
  const $ = (id) => document.getElementById(id);
  const LESSON_LENGTH = 1455;

  const state = {
    time: 268, playing: true, controls: false, menu: null, fullscreen: false,
    subtitles: "Off", ad: "Off", speed: "Normal", quality: "Auto", volume: 0.8,
    tab: "chapters", openWeeks: {}, done: {}, downloaded: {}, notes: B.notes.slice(),
    noteOpen: false, transcriptQuery: "", transcriptResults: null, courseMenu: false,
    prefs: { speed: "Normal", always: false, lang: "English", fallback: null, autoplay: true, ad: false },
    prefsError: "", prefsDraft: null,
    notify: { reminders: false, days: [], time: "6pm", newsletter: true, recommendations: true, tutorReplies: true, goal: "3" },
    question: null, questionError: "", reviewOpen: false, stars: 0, myReview: null,
    cert: null, certError: "", certDraft: null, checkout: null, left: {},
  };
  for (const [slug, course] of Object.entries(B.courses)) state.done[slug] = course.done.slice();

  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  }
  function clock(seconds) {
    const m = Math.floor(seconds / 60);
    const s = String(seconds % 60).padStart(2, "0");
    return `${m}:${s}`;
  }
  function announce(text) {
    const el = $("status");
    el.textContent = "";
    el.textContent = text;
  }
  const ICON = {
    play: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M7 4l13 8-13 8z" fill="currentColor"/></svg>',
    pause: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor"/></svg>',
    back: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M12 5V1L6 6l6 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" fill="currentColor"/></svg>',
    fwd: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M12 5V1l6 5-6 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z" fill="currentColor"/></svg>',
    volume: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M3 9h4l5-5v16l-5-5H3z" fill="currentColor"/><path d="M15 8a5 5 0 0 1 0 8M17.5 5a9 9 0 0 1 0 14" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    cc: '<svg viewBox="0 0 24 24" width="24" height="22"><rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><text x="12" y="15.5" font-size="8" font-family="Liberation Sans, sans-serif" font-weight="bold" text-anchor="middle" fill="currentColor">CC</text></svg>',
    gear: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 5.5v-3l-2.4-.5-.7-1.7 1.3-2-2.1-2.1-2 1.3-1.7-.7L12.9 2h-3l-.5 2.4-1.7.7-2-1.3L3.6 5.9l1.3 2-.7 1.7L2 10.5v3l2.4.5.7 1.7-1.3 2 2.1 2.1 2-1.3 1.7.7.5 2.4h3l.5-2.4 1.7-.7 2 1.3 2.1-2.1-1.3-2 .7-1.7z" fill="currentColor"/></svg>',
    full: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6" fill="none" stroke="currentColor" stroke-width="2.5"/></svg>',
    exitFull: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M9 3v6H3M21 9h-6V3M15 21v-6h6M3 15h6v6" fill="none" stroke="currentColor" stroke-width="2.5"/></svg>',
    bookmark: '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M6 3h12v18l-6-4-6 4z" fill="currentColor"/></svg>',
    dots: '<svg viewBox="0 0 24 24" width="22" height="22"><circle cx="5" cy="12" r="2" fill="currentColor"/><circle cx="12" cy="12" r="2" fill="currentColor"/><circle cx="19" cy="12" r="2" fill="currentColor"/></svg>',
    star: '<svg viewBox="0 0 24 24" width="30" height="30"><path d="M12 2l3 7h7l-5.5 4.5 2 7.5L12 17l-6.5 4 2-7.5L2 9h7z" fill="currentColor"/></svg>',
  };

  function chapterAt(seconds) {
    let current = B.chapters[0];
    for (const c of B.chapters) if (c.at <= seconds) current = c;
    return current;
  }
  function progressOf(slug) {
    const course = B.courses[slug];
    const total = Object.keys(course.lessons).length;
    const done = state.done[slug].length;
    return { done, total, percent: Math.round((done / total) * 100) };
  }
  function progressBar(slug, id) {
    const p = progressOf(slug);
    return `<div class="progress" role="progressbar" id="${id}" aria-valuenow="${p.percent}" aria-valuemin="0" aria-valuemax="100"><div style="width:${p.percent}%"></div></div>`;
  }

  // ---------- player ----------
  function playerHtml() {
    const chapter = chapterAt(state.time);
    const lines = B.subtitles[state.subtitles];
    const caption = lines ? `<div class="captions" id="captions" lang="${state.subtitles === "Welsh" ? "cy" : state.subtitles === "Polish" ? "pl" : "en"}">${esc(lines[chapter.n - 1])}</div>` : "";
    const menu = state.menu ? playerMenuHtml() : "";
    return `<div class="player${state.fullscreen ? " fullscreen" : ""}" id="player">
      <div class="screen" id="video-surface" data-ctl="surface">
        <img src="img/slide-${chapter.n}.svg" class="frame" width="800" height="450">
        ${state.ad === "Off" ? "" : '<span class="ad-badge" id="ad-badge">AD</span>'}
        ${state.playing ? "" : `<span class="big-play">${ICON.play}</span>`}
        ${caption}
      </div>
      ${menu}
      <div class="controls${state.controls || !state.playing ? "" : " auto-hidden"}" id="controls">
        <div class="scrub"><div style="width:${(state.time / LESSON_LENGTH) * 100}%"></div></div>
        <div class="ctl-row">
          <div class="ctl" id="ctl-play" data-ctl="play">${state.playing ? ICON.pause : ICON.play}</div>
          <div class="ctl" id="ctl-back" data-ctl="back">${ICON.back}</div>
          <div class="ctl" id="ctl-fwd" data-ctl="fwd">${ICON.fwd}</div>
          <div class="ctl" id="ctl-volume-icon" data-ctl="mute">${ICON.volume}</div>
          <div class="volume" id="volume" role="slider" tabindex="0" aria-valuemin="0" aria-valuemax="1" aria-valuenow="${state.volume.toFixed(1)}"><div class="volume-fill" style="width:${state.volume * 100}%"></div><div class="volume-knob" style="left:${state.volume * 100}%"></div></div>
          <span class="time">${clock(state.time)} / ${clock(LESSON_LENGTH)}</span>
          <span class="spacer"></span>
          <div class="ctl${state.subtitles === "Off" ? "" : " on"}" id="ctl-cc" data-ctl="cc">${ICON.cc}</div>
          <div class="ctl" id="ctl-bookmark" data-ctl="bookmark">${ICON.bookmark}</div>
          <div class="ctl" id="ctl-settings" data-ctl="settings">${ICON.gear}</div>
          <div class="ctl" id="ctl-fullscreen" data-ctl="fullscreen">${state.fullscreen ? ICON.exitFull : ICON.full}</div>
        </div>
      </div>
    </div>`;
  }
  function playerMenuHtml() {
    const row = (id, label, value) => `<div class="menu-row" id="${id}" data-ctl="${id}"><span>${label}</span><span class="menu-value">${value} ›</span></div>`;
    if (state.menu === "main") {
      return `<div class="player-menu" id="player-menu">${row("menu-subtitles", "Subtitles/CC", state.subtitles === "Welsh" ? "Cymraeg" : state.subtitles)}${row("menu-ad", "Audio description", state.ad)}${row("menu-speed", "Playback speed", state.speed)}${row("menu-quality", "Quality", state.quality)}</div>`;
    }
    const lists = {
      subtitles: [["sub-off", "Off"], ["sub-en", "English"], ["sub-en-auto", "English (auto-generated)"], ["sub-cy", "Cymraeg"], ["sub-pl", "Polski"]],
      ad: [["ad-off", "Off"], ["ad-en", "English"]],
      speed: [["speed-0-5", "0.5"], ["speed-0-75", "0.75"], ["speed-1", "Normal"], ["speed-1-25", "1.25"], ["speed-1-5", "1.5"], ["speed-2", "2"]],
      quality: [["q-auto", "Auto"], ["q-1080", "1080p"], ["q-720", "720p"], ["q-480", "480p"]],
    };
    const current = { subtitles: state.subtitles === "Welsh" ? "Cymraeg" : state.subtitles === "Polish" ? "Polski" : state.subtitles, ad: state.ad, speed: state.speed, quality: state.quality }[state.menu];
    const titles = { subtitles: "Subtitles/CC", ad: "Audio description", speed: "Playback speed", quality: "Quality" };
    return `<div class="player-menu" id="player-menu"><div class="menu-back" id="menu-back" data-ctl="menu-back">‹ ${titles[state.menu]}</div>
      ${lists[state.menu].map(([id, label]) => `<div class="menu-option${label === current ? " checked" : ""}" id="${id}" data-ctl="option" data-value="${label}">${label === current ? "✓ " : ""}${label}</div>`).join("")}</div>`;
  }
  const SUB_VALUES = { Cymraeg: "Welsh", Polski: "Polish", "English (auto-generated)": "English" };
  function onControl(el) {
    const ctl = el.dataset.ctl;
    if (ctl === "surface") {
      if (state.menu) state.menu = null;
      state.controls = true;
    } else if (ctl === "play") { state.playing = !state.playing; state.controls = true; }
    else if (ctl === "back") state.time = Math.max(0, state.time - 10);
    else if (ctl === "fwd") state.time = Math.min(LESSON_LENGTH, state.time + 10);
    else if (ctl === "mute") state.volume = state.volume > 0 ? 0 : 0.8;
    else if (ctl === "cc") state.subtitles = state.subtitles === "Off" ? (state.prefs.lang || "English") : "Off";
    else if (ctl === "bookmark") { state.notes.push({ at: state.time, text: "Bookmark" }); }
    else if (ctl === "settings") state.menu = state.menu ? null : "main";
    else if (ctl === "fullscreen") { setFullscreen(!state.fullscreen); return; }
    else if (ctl === "menu-subtitles") state.menu = "subtitles";
    else if (ctl === "menu-ad") state.menu = "ad";
    else if (ctl === "menu-speed") state.menu = "speed";
    else if (ctl === "menu-quality") state.menu = "quality";
    else if (ctl === "menu-back") state.menu = "main";
    else if (ctl === "option") {
      const value = el.dataset.value;
      if (state.menu === "subtitles") state.subtitles = SUB_VALUES[value] || value;
      if (state.menu === "ad") state.ad = value;
      if (state.menu === "speed") state.speed = value;
      if (state.menu === "quality") state.quality = value;
      // Choosing closes the menu, and the control bar hides again while the video plays.
      state.menu = null;
      state.controls = false;
    }
    renderPlayer();
  }
  function setFullscreen(on) {
    state.fullscreen = on;
    state.controls = false;
    state.menu = null;
    renderPlayer();
  }
  function renderPlayer() {
    const slot = $("player-slot");
    if (!slot) return;
    slot.innerHTML = playerHtml();
    bindPlayer();
    for (const sel of [".site-header", ".site-footer", ".lesson-side", ".lesson-below", ".crumbs", ".skip-link"]) {
      for (const el of document.querySelectorAll(sel)) el.inert = state.fullscreen;
    }
    document.body.classList.toggle("is-fullscreen", state.fullscreen);
    const chapterList = document.querySelectorAll(".chapter-btn");
    if (chapterList.length) renderTabs();
  }
  function bindPlayer() {
    for (const el of document.querySelectorAll("#player [data-ctl]")) {
      el.addEventListener("click", (event) => { event.stopPropagation(); onControl(el); });
    }
    const vol = $("volume");
    vol.addEventListener("keydown", (event) => {
      const step = { ArrowUp: 0.1, ArrowRight: 0.1, ArrowDown: -0.1, ArrowLeft: -0.1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      state.volume = Math.round(Math.min(1, Math.max(0, state.volume + step)) * 10) / 10;
      renderPlayer();
      $("volume").focus();
    });
  }
  document.addEventListener("keydown", (event) => {
    // The full-screen player keeps Escape to itself: the documented way out does not work.
    if (state.fullscreen && event.key === "Escape") { event.preventDefault(); event.stopImmediatePropagation(); }
  }, true);

  // ---------- lesson page ----------
  function lessonView(slug, n) {
    const course = B.courses[slug];
    const lesson = course.lessons[n];
    if (slug !== "working-with-data" || n !== 3) {
      return `<nav class="crumbs" aria-label="Breadcrumb"><a href="#/course/${slug}">${esc(course.title)}</a> › Lesson ${n}</nav><h1>Lesson ${n}: ${esc(lesson.title)}</h1><p>This lesson opens when you have finished the one before it.</p>`;
    }
    const p = progressOf(slug);
    const isDone = state.done[slug].includes(3);
    return `<nav class="crumbs" aria-label="Breadcrumb"><a href="#/home" id="crumb-home">My learning</a> › <a href="#/course/${slug}" id="crumb-course">${esc(course.title)}</a> › Lesson 3</nav>
      <div class="lesson-layout">
        <div class="lesson-main">
          <h1>Lesson 3: ${esc(lesson.title)}</h1>
          <div id="player-slot"></div>
          <div class="lesson-below">
            <div id="tabs-slot"></div>
          </div>
        </div>
        <aside class="lesson-side" aria-labelledby="side-heading">
          <h2 id="side-heading">Your progress</h2>
          ${progressBar(slug, "lesson-progress")}
          <p id="progress-text">${p.done} of ${p.total} lessons complete</p>
          <button type="button" class="${isDone ? "secondary" : "primary"}" id="mark-complete" data-action="complete">${isDone ? "Completed ✓" : "Mark as complete"}</button>
          <p><a href="#/learn/${slug}/4" id="next-lesson">Next: Lesson 4, Lookups and joins</a></p>
          <h2>Tutor</h2><p>${esc(course.tutor)}</p><p><a href="#/course/${slug}/ask" id="side-ask">Ask a tutor</a></p>
        </aside>
      </div>`;
  }
  function renderTabs() {
    const slot = $("tabs-slot");
    if (!slot) return;
    const tabs = [["chapters", "Chapters"], ["transcript", "Transcript"], ["notes", `Notes (${state.notes.length})`], ["resources", "Resources"]];
    const current = chapterAt(state.time);
    let panel = "";
    if (state.tab === "chapters") {
      panel = `<ol class="chapters">${B.chapters.map((c) => `<li><button type="button" class="chapter-btn" id="chapter-${c.n}" data-action="seek" data-at="${c.at}"${c.n === current.n ? ' aria-current="true"' : ""}><span class="stamp">${clock(c.at)}</span> ${esc(c.title)}</button></li>`).join("")}</ol>`;
    } else if (state.tab === "transcript") {
      let currentPara = 0;
      B.transcript.forEach((t, i) => { if (t.at <= state.time) currentPara = i; });
      const results = state.transcriptResults
        ? `<div class="results"><p id="transcript-result-count">${state.transcriptResults.length} ${state.transcriptResults.length === 1 ? "match" : "matches"} for \u201c${esc(state.transcriptQuery)}\u201d</p><ul>${state.transcriptResults.map((i) => `<li><button type="button" class="link-btn" id="result-${i}" data-action="seek" data-at="${B.transcript[i].at}">${clock(B.transcript[i].at)}</button> ${esc(B.transcript[i].text.slice(0, 90))}…</li>`).join("")}</ul></div>` : "";
      panel = `<form class="transcript-search" data-submit="transcript-search" role="search"><label for="transcript-q">Search transcript</label><input type="search" id="transcript-q" value="${esc(state.transcriptQuery)}"><button type="submit" class="secondary" id="transcript-search-btn">Search</button></form>${results}
        <div class="transcript">${B.transcript.map((t, i) => `<p class="${i === currentPara ? "current" : ""}"><button type="button" class="stamp-btn" id="ts-${t.at}" data-action="seek" data-at="${t.at}">${clock(t.at)}</button> ${esc(t.text)}</p>`).join("")}</div>`;
    } else if (state.tab === "notes") {
      const form = state.noteOpen
        ? `<form class="note-form" data-submit="note"><label for="note-text">Note at ${clock(state.time)}</label><textarea id="note-text" rows="3"></textarea><div><button type="submit" class="primary" id="save-note">Save note</button> <button type="button" class="secondary" id="cancel-note" data-action="cancel-note">Cancel</button></div></form>`
        : `<button type="button" class="secondary" id="add-note" data-action="add-note">Add a note at ${clock(state.time)}</button>`;
      panel = `${form}<ul class="notes" id="notes-list">${state.notes.slice().sort((a, b) => a.at - b.at).map((note) => `<li><button type="button" class="stamp-btn" data-action="seek" data-at="${note.at}">${clock(note.at)}</button> ${esc(note.text)}</li>`).join("")}</ul>`;
    } else {
      panel = `<ul class="resources">${B.resources.map((r) => `<li><a href="#/download/${r.id}" id="resource-${r.id}" data-action="download" data-file="${r.file}">${esc(r.name)}</a> <span class="muted">${r.file.split(".").pop().toUpperCase()}, ${r.size}</span>${state.downloaded[r.file] ? ' <span class="done-label">Downloaded</span>' : ""}</li>`).join("")}</ul>`;
    }
    slot.innerHTML = `<div role="tablist" aria-label="Lesson tools" class="tabs">${tabs.map(([k, label]) => `<button type="button" role="tab" id="tab-${k}" aria-selected="${k === state.tab}" aria-controls="panel-${k}" data-action="tab" data-tab="${k}"${k === state.tab ? "" : ' tabindex="-1"'}>${label}</button>`).join("")}</div>
      <div role="tabpanel" id="panel-${state.tab}" aria-labelledby="tab-${state.tab}" class="panel">${panel}</div>`;
  }

  // ---------- other pages ----------
  function homeView() {
    const cards = Object.entries(B.courses).filter(([slug]) => !state.left[slug]).map(([slug, c]) => {
      const p = progressOf(slug);
      const extra = c.completed
        ? `<p class="muted">Completed ${esc(c.completed)} · Final grade ${c.grade}</p><a href="#/certificate/${slug}" id="cert-link-${slug}" class="button-link">Get your certificate</a>`
        : `<p>${p.done} of ${p.total} lessons complete</p>`;
      return `<li class="course-card"><span class="thumb" style="background:${c.colour}" aria-hidden="true"></span><div><h3><a href="#/course/${slug}" id="course-${slug}">${esc(c.title)}</a></h3><p class="muted">${esc(c.provider)}</p>${progressBar(slug, `progress-${slug}`)}${extra}</div></li>`;
    }).join("");
    return `<h1>Welcome back, Tomás</h1>
      <section class="continue card"><h2>Continue learning</h2><a href="#/learn/working-with-data/3" id="continue-link" class="continue-link"><img src="img/slide-2.svg" width="240" height="135" alt=""><span><b>Working with Data</b><br>Lesson 3: Cleaning and summarising data<br><span class="muted">${clock(state.time)} of 24:15 watched</span></span></a></section>
      <div class="two-col"><section><h2>Your courses</h2><ul class="course-list">${cards}</ul></section>
      <aside class="card"><h2>This week</h2><p>Weekly goal: 2 of ${state.notify.goal} lessons</p><h2>Recommended for you</h2><ul><li><a href="#/courses/data-visualisation-python" id="rec-dataviz">Data Visualisation with Python</a></li><li><a href="#/courses/intro-sql" id="rec-sql">Introduction to SQL</a></li></ul></aside></div>`;
  }

  function courseView(slug, sub) {
    const c = B.courses[slug];
    if (!c) return `<h1>Course not found</h1>`;
    if (sub === "ask") return askView(slug);
    if (sub === "reviews") return reviewsView(slug);
    if (sub === "notes") return courseNotesView(slug);
    const weeks = c.weeks.map((w, i) => {
      const open = state.openWeeks[`${slug}-${i}`] || (c.weeks.length === 1);
      const rows = w.lessons.map((n) => {
        const done = state.done[slug].includes(n);
        return `<li><img src="img/${done ? "tick" : "circle"}.svg" width="18" height="18" class="status-icon"> <a href="#/learn/${slug}/${n}" id="lesson-link-${n}">Lesson ${n}: ${esc(c.lessons[n].title)}</a> <span class="muted">${c.lessons[n].length}</span></li>`;
      }).join("");
      return `<div class="week"><h3><button type="button" class="week-toggle" id="week-${i + 1}" aria-expanded="${open}" aria-controls="week-panel-${i + 1}" data-action="week" data-key="${slug}-${i}">${esc(w.title)}</button></h3><ul class="lesson-list" id="week-panel-${i + 1}"${open ? "" : " hidden"}>${rows}</ul></div>`;
    }).join("");
    return `${courseTabs(slug, "lessons")}<section aria-label="Lessons">${weeks}</section>`;
  }
  function courseTabs(slug, active) {
    const c = B.courses[slug];
    const p = progressOf(slug);
    const tabs = [["", "Lessons", "lessons"], ["/notes", "My notes", "notes"], ["/ask", "Ask a tutor", "ask"], ["/reviews", "Reviews", "reviews"]];
    const menu = state.courseMenu ? `<div class="course-menu" id="course-menu"><div class="menu-item" id="menu-course-notes" data-link="#/course/${slug}/notes">My notes</div><div class="menu-item" id="menu-leave" data-leave="${slug}">Leave course</div></div>` : "";
    const heading = active === "lessons" ? `<h1>${esc(c.title)}</h1>` : `<p class="course-name">${esc(c.title)}</p>`;
    return `<nav class="crumbs" aria-label="Breadcrumb"><a href="#/home">My learning</a> › ${esc(c.title)}</nav>
      <div class="course-head card"><span class="thumb big" style="background:${c.colour}" aria-hidden="true"></span><div>${heading}<p class="muted">${esc(c.provider)} · Tutor: ${esc(c.tutor)}</p>${progressBar(slug, "course-progress")}<p id="course-progress-text">${p.done} of ${p.total} lessons complete (${p.percent}%)</p></div>
        <div class="course-dots" id="course-options">${ICON.dots}</div>${menu}</div>
      <nav class="course-tabs" aria-label="Course">${tabs.map(([path, label, key]) => `<a href="#/course/${slug}${path}" id="course-tab-${key}"${key === active ? ' aria-current="page"' : ""}>${label}</a>`).join("")}</nav>`;
  }
  function courseNotesView(slug) {
    const notes = slug === "excel-essentials" ? B.excelNotes : slug === "working-with-data" ? state.notes.map((n) => `${clock(n.at)} ${n.text}`) : [];
    const file = `${slug}-notes.txt`;
    return `${courseTabs(slug, "notes")}<h1>My notes (${notes.length})</h1><div class="card"><ul class="notes">${notes.map((n) => `<li>${esc(n)}</li>`).join("") || "<li>No notes yet.</li>"}</ul>
      <button type="button" class="secondary" id="download-notes" data-action="download" data-file="${file}">Download notes (.txt)</button>${state.downloaded[file] ? ` <span class="done-label" id="notes-downloaded">Downloaded ${file}</span>` : ""}</div>`;
  }
  function askView(slug) {
    const c = B.courses[slug];
    if (state.question && state.question.slug === slug) {
      return `${courseTabs(slug, "ask")}<div class="card confirmation" id="question-sent"><h1>Question sent</h1><p>${esc(c.tutor)} will reply within 2 working days ${state.question.reply === "email" ? `by email to ${esc(B.user.email)}` : "on the course forum"}.</p><p><b>Lesson:</b> ${esc(state.question.lesson)}</p><p><b>Your question:</b> ${esc(state.question.text)}</p></div>`;
    }
    const err = state.questionError;
    return `${courseTabs(slug, "ask")}<h1>Ask a tutor</h1><form class="card form" data-submit="question" data-slug="${slug}" novalidate>
      ${err ? `<div class="error-summary" role="alert"><p>${esc(err)}</p></div>` : ""}
      <div class="field"><label for="question-lesson">Which lesson is it about?</label><select id="question-lesson"><option>Choose a lesson</option>${Object.entries(c.lessons).map(([n, l]) => `<option>Lesson ${n}: ${esc(l.title)}</option>`).join("")}</select></div>
      <div class="field"><label for="question-text">Your question</label><textarea id="question-text" rows="4"></textarea></div>
      <fieldset class="field"><legend>How should the tutor reply?</legend>
        <label class="radio"><input type="radio" name="reply" id="reply-forum" value="forum" checked> On the course forum, where other learners can see it</label>
        <label class="radio"><input type="radio" name="reply" id="reply-email" value="email"> By email to ${esc(B.user.email)}</label></fieldset>
      <button type="submit" class="primary" id="send-question">Send question</button></form>`;
  }
  function reviewsView(slug) {
    const c = B.courses[slug];
    const reviews = (state.myReview ? [state.myReview] : []).concat(B.reviews);
    const stars = (n) => `<span class="stars" aria-hidden="true">${"★".repeat(n)}${"☆".repeat(5 - n)}</span><span class="visually-hidden">${n} out of 5 stars</span>`;
    const form = state.reviewOpen
      ? `<form class="card form" data-submit="review" data-slug="${slug}"><h2>Your review</h2><p>Your rating</p><div class="star-input" id="star-input">${[1, 2, 3, 4, 5].map((n) => `<div class="star${n <= state.stars ? " filled" : ""}" id="star-${n}" data-star="${n}">${ICON.star}</div>`).join("")}</div>
         <div class="field"><label for="review-text">Tell other learners what you thought</label><textarea id="review-text" rows="3"></textarea></div><button type="submit" class="primary" id="submit-review">Post review</button></form>`
      : state.myReview ? "" : `<button type="button" class="primary" id="write-review" data-action="write-review">Write a review</button>`;
    return `${courseTabs(slug, "reviews")}<h1>Reviews of ${esc(c.title)}</h1><p>${c.rating || 4.2} out of 5 from ${c.reviews || 96} learners</p>${form}
      <ul class="reviews" id="reviews">${reviews.map((r, i) => `<li class="card"${r.mine ? ' id="my-review"' : ""}><b>${esc(r.who)}</b> ${stars(r.stars)} <span class="muted">${esc(r.when)}</span><p>${esc(r.text)}</p></li>`).join("")}</ul>`;
  }
  function catalogueView() {
    return `<h1>Browse courses</h1><p>Short courses you can fit around work. Free courses are free for the whole course; paid courses include a certificate.</p>
      <ul class="catalogue">${B.catalogue.map((c) => `<li class="card"><span class="thumb" style="background:${c.colour}" aria-hidden="true"></span><h2><a href="#/courses/${c.slug}" id="cat-${c.slug}">${esc(c.title)}</a></h2><p class="muted">${esc(c.provider)} · ${c.weeks} weeks, ${c.hours} hours a week · ${c.level}</p><p class="price">${c.price ? `${c.was ? `<s>£${c.was}</s> ` : ""}£${c.price}` : "Free"}</p></li>`).join("")}</ul>`;
  }
  function courseDetailView(slug) {
    const c = B.catalogue.find((x) => x.slug === slug);
    if (!c) return "<h1>Course not found</h1>";
    return `<nav class="crumbs" aria-label="Breadcrumb"><a href="#/courses">Browse courses</a> › ${esc(c.title)}</nav>
      <div class="card course-detail"><h1>${esc(c.title)}</h1><p class="muted">${esc(c.provider)} · ${c.level} · Rated ${c.rating} out of 5</p>
      <p>Learn to turn tables of numbers into clear, honest charts with Python, pandas and matplotlib. You'll build a small portfolio of charts from real UK open data.</p>
      <ul><li>${c.weeks} weeks, about ${c.hours} hours a week</li><li>Certificate of completion</li><li>14-day money-back guarantee</li></ul>
      <p class="price">£${c.price}</p><a href="#/checkout/${slug}" class="button-link primary" id="enrol-button">Enrol for £${c.price}</a></div>`;
  }
  function checkoutView(slug) {
    const c = B.catalogue.find((x) => x.slug === slug);
    const co = state.checkout || { card: null, terms: false, review: false, error: "" };
    if (co.review) {
      return `<h1>Check your order</h1><div class="card" id="order-review"><dl class="summary"><dt>Course</dt><dd>${esc(c.title)}</dd><dt>Provider</dt><dd>${esc(c.provider)}</dd><dt>Price</dt><dd>£${c.price.toFixed(2)} including VAT</dd><dt>Pay with</dt><dd>${esc(B.cards.find((x) => x.id === co.card).label)}</dd><dt>Starts</dt><dd>Straight away</dd></dl>
        <p>By pressing the button you'll be charged £${c.price.toFixed(2)} and enrolled. You can cancel within 14 days for a full refund.</p>
        <button type="button" class="primary" id="pay-enrol" data-action="pay">Pay £${c.price.toFixed(2)} and enrol</button> <button type="button" class="secondary" id="edit-order" data-action="edit-order">Change</button></div>`;
    }
    return `<nav class="crumbs" aria-label="Breadcrumb"><a href="#/courses">Browse courses</a> › <a href="#/courses/${slug}">${esc(c.title)}</a> › Checkout</nav><h1>Checkout</h1>
      <form class="card form" data-submit="checkout" data-slug="${slug}" novalidate>${co.error ? `<div class="error-summary" role="alert"><p>${esc(co.error)}</p></div>` : ""}
      <p><b>${esc(c.title)}</b>: £${c.price.toFixed(2)}</p>
      <fieldset class="field"><legend>Pay with</legend>${B.cards.map((card) => `<label class="radio"><input type="radio" name="card" id="card-${card.id}" value="${card.id}"${card.expired ? " disabled" : ""}${co.card === card.id ? " checked" : ""}> ${esc(card.label)} <span class="muted">${esc(card.detail)}</span></label>`).join("")}
        <label class="radio"><input type="radio" name="card" id="card-new" value="new"> Add a new card</label></fieldset>
      <div class="field checkbox"><input type="checkbox" id="terms"${co.terms ? " checked" : ""}><label for="terms">I agree to the <a href="#/help/terms">terms of enrolment</a> and the 14-day cancellation policy</label></div>
      <button type="submit" class="primary" id="continue-review">Continue to review</button></form>`;
  }
  function certificateView(slug) {
    const c = B.courses[slug];
    if (state.cert) {
      return `<h1>Your certificate</h1><div class="certificate" id="certificate"><p class="cert-title">Certificate of completion</p><p>This is to certify that</p><p class="cert-name" id="cert-name">${esc(state.cert.name)}</p><p>has completed <b>${esc(c.title)}</b>, ${esc(c.provider)}, on ${esc(c.completed)}${state.cert.grade ? ` with a final grade of ${c.grade}` : ""}.</p></div>
        <button type="button" class="primary" id="download-cert" data-action="download" data-file="certificate-${slug}.pdf">Download PDF</button> <button type="button" class="secondary" id="share-cert" data-action="noop">Share on your public profile</button>${state.downloaded[`certificate-${slug}.pdf`] ? ` <span class="done-label" id="cert-downloaded">Downloaded certificate-${slug}.pdf</span>` : ""}`;
    }
    const d = state.certDraft || { name: B.user.name, grade: false };
    const err = state.certError;
    return `<nav class="crumbs" aria-label="Breadcrumb"><a href="#/home">My learning</a> › Certificate</nav><h1>Get your certificate</h1>
      ${err ? `<div class="error-summary" role="alert" id="cert-error"><h2>There is a problem</h2><p>${esc(err)}</p></div>` : ""}
      <form class="card form" data-submit="certificate" data-slug="${slug}" novalidate><p>${esc(c.title)}, completed ${esc(c.completed)}.</p>
      <div class="field"><label for="cert-name-input">Name on the certificate</label><input type="text" id="cert-name-input" value="${esc(d.name)}"${err ? ' aria-invalid="true"' : ""}></div>
      <div class="field checkbox"><input type="checkbox" id="cert-grade"${d.grade ? " checked" : ""}><label for="cert-grade">Show my final grade (${c.grade})</label></div>
      <button type="submit" class="primary" id="create-cert">Create certificate</button></form>`;
  }
  function accountView(tab) {
    const tabs = [["profile", "Profile"], ["playback", "Playback"], ["notifications", "Email and reminders"], ["billing", "Payment methods"]];
    let body = "";
    if (tab === "playback") {
      const d = state.prefsDraft || state.prefs;
      const err = state.prefsError;
      const fallback = err || state.prefs.fallback
        ? `<fieldset class="field${err ? " has-error" : ""}" id="fallback-field"><legend>When a video has no Welsh subtitles</legend>${err ? `<p class="error" id="fallback-error">${esc(err)}</p>` : ""}
           <label class="radio"><input type="radio" name="fallback" id="fallback-english" value="English"${d.fallback === "English" ? " checked" : ""}> Show English subtitles</label>
           <label class="radio"><input type="radio" name="fallback" id="fallback-off" value="Off"${d.fallback === "Off" ? " checked" : ""}> Turn subtitles off</label></fieldset>` : "";
      body = `<h1>Playback</h1>${err ? `<div class="error-summary" role="alert" id="prefs-error"><h2>There is a problem</h2><p>${esc(err)}</p></div>` : ""}
        <form class="card form" data-submit="prefs" novalidate>
        <div class="field"><label for="pref-speed">Default playback speed</label><select id="pref-speed">${["0.75", "Normal", "1.25", "1.5", "2"].map((o) => `<option${o === d.speed ? " selected" : ""}>${o}</option>`).join("")}</select></div>
        <div class="field checkbox"><input type="checkbox" id="pref-always"${d.always ? " checked" : ""}><label for="pref-always">Always show subtitles</label></div>
        <div class="field"><label for="pref-lang">Subtitle language</label><select id="pref-lang">${["English", "Welsh (Cymraeg)", "Polish (Polski)"].map((o) => `<option${o.startsWith(d.lang) ? " selected" : ""}>${o}</option>`).join("")}</select></div>
        ${fallback}
        <div class="field checkbox"><input type="checkbox" id="pref-autoplay"${d.autoplay ? " checked" : ""}><label for="pref-autoplay">Play the next lesson automatically</label></div>
        <div class="field checkbox"><input type="checkbox" id="pref-ad"${d.ad ? " checked" : ""}><label for="pref-ad">Audio description when available</label></div>
        <button type="submit" class="primary" id="save-prefs">Save playback settings</button></form>`;
    } else if (tab === "notifications") {
      const n = state.notify;
      const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
      body = `<h1>Email and reminders</h1><form class="card form" data-submit="notify" novalidate>
        <div class="field checkbox"><input type="checkbox" id="reminders"${n.reminders ? " checked" : ""}><label for="reminders">Email me a reminder to study</label></div>
        <fieldset class="field"><legend>On these days</legend><div class="days">${days.map((d) => `<label><input type="checkbox" id="day-${d.toLowerCase()}"${n.days.includes(d) ? " checked" : ""}> ${d}</label>`).join("")}</div></fieldset>
        <div class="field"><label for="reminder-time">At</label><select id="reminder-time">${["7am", "12pm", "6pm", "7pm", "8pm"].map((o) => `<option${o === n.time ? " selected" : ""}>${o}</option>`).join("")}</select></div>
        <div class="field"><label for="weekly-goal">Weekly goal (lessons)</label><select id="weekly-goal">${["1", "2", "3", "5"].map((o) => `<option${o === n.goal ? " selected" : ""}>${o}</option>`).join("")}</select></div>
        <h2>Emails from us</h2>
        <div class="field checkbox"><input type="checkbox" id="newsletter"${n.newsletter ? " checked" : ""}><label for="newsletter">The Brightwell weekly newsletter</label></div>
        <div class="field checkbox"><input type="checkbox" id="recommendations"${n.recommendations ? " checked" : ""}><label for="recommendations">New courses you might like</label></div>
        <div class="field checkbox"><input type="checkbox" id="tutor-replies"${n.tutorReplies ? " checked" : ""}><label for="tutor-replies">When a tutor replies to your question</label></div>
        <button type="submit" class="primary" id="save-notify">Save</button></form>`;
    } else if (tab === "billing") {
      body = `<h1>Payment methods</h1><ul class="card">${B.cards.map((c) => `<li>${esc(c.label)} <span class="muted">${esc(c.detail)}</span></li>`).join("")}</ul>`;
    } else {
      body = `<h1>Profile</h1><div class="card"><dl class="summary"><dt>Name</dt><dd>${esc(B.user.name)}</dd><dt>Email</dt><dd>${esc(B.user.email)}</dd><dt>Member since</dt><dd>September 2024</dd></dl><button type="button" class="danger-btn" id="delete-account" data-action="noop">Delete my account</button></div>`;
    }
    return `<div class="account-layout"><nav class="account-nav" aria-label="Account"><ul>${tabs.map(([k, label]) => `<li><a href="#/account/${k}" id="account-${k}"${k === tab ? ' aria-current="page"' : ""}>${label}</a></li>`).join("")}</ul></nav><div>${body}</div></div>`;
  }
  function helpView() {
    return `<h1>Help</h1><div class="card"><p>Find answers about courses, certificates and payments.</p><ul><li><a href="#/help/accessibility">Accessibility statement</a></li><li><a href="#/help/contact">Contact us</a></li></ul></div>`;
  }

  // ---------- dialogs ----------
  function openDialog(html) {
    $("dialog-root").innerHTML = `<dialog class="dialog" id="dialog" aria-labelledby="dialog-title">${html}</dialog>`;
    const dlg = $("dialog");
    dlg.addEventListener("cancel", (e) => { e.preventDefault(); closeDialog(); });
    dlg.showModal();
  }
  function closeDialog() {
    const dlg = $("dialog");
    if (dlg) { dlg.close(); $("dialog-root").innerHTML = ""; }
  }
  function leaveDialog(slug, step) {
    const c = B.courses[slug];
    const p = progressOf(slug);
    if (step === 1) {
      openDialog(`<h2 id="dialog-title">Leave ${esc(c.title)}?</h2><fieldset class="field"><legend>Tell us why (optional)</legend>
        ${["I don't have time", "It's not what I expected", "It's too hard", "Another reason"].map((r, i) => `<label class="radio"><input type="radio" name="leave-reason" id="leave-reason-${i}"> ${r}</label>`).join("")}</fieldset>
        <div class="dialog-actions"><button type="button" class="secondary" id="cancel-leave" data-action="close-dialog">Stay on the course</button><button type="button" class="primary" id="leave-continue" data-action="leave-continue" data-slug="${slug}">Continue</button></div>`);
      return;
    }
    openDialog(`<h2 id="dialog-title">Before you go</h2><p>If you leave <b>${esc(c.title)}</b> you will lose:</p><ul id="leave-losses"><li>your progress: ${p.done} of ${p.total} lessons complete (${p.percent}%)</li><li>your ${c.notes} notes</li><li>the chance to get a certificate for this course</li></ul><p>You can enrol again later, but you'll start from the beginning.</p>
      <div class="dialog-actions"><button type="button" class="secondary" id="cancel-leave" data-action="close-dialog">Stay on the course</button><button type="button" class="danger-btn" id="confirm-leave" data-action="confirm-leave" data-slug="${slug}">Leave course</button></div>`);
  }

  // ---------- router ----------
  function route() {
    const parts = (location.hash || "#/home").replace(/^#\/?/, "").split("/");
    let html;
    let title;
    let section = parts[0];
    if (parts[0] === "learn") {
      state.fullscreen = parts[3] === "fullscreen";
      state.controls = false;
      state.menu = null;
      state.playing = true;
      if (state.prefs.always) state.subtitles = state.prefs.lang;
      if (state.prefs.speed !== "Normal") state.speed = state.prefs.speed;
      html = lessonView(parts[1], Number(parts[2]));
      title = `Lesson ${parts[2]}`;
      section = "home";
    } else if (parts[0] === "course") { html = courseView(parts[1], parts[2]); title = B.courses[parts[1]] ? B.courses[parts[1]].title : "Course"; section = "home"; }
    else if (parts[0] === "courses" && parts[1]) { html = courseDetailView(parts[1]); title = "Course details"; section = "courses"; }
    else if (parts[0] === "courses") { html = catalogueView(); title = "Browse courses"; }
    else if (parts[0] === "checkout") { html = checkoutView(parts[1]); title = "Checkout"; section = "courses"; }
    else if (parts[0] === "certificate") { html = certificateView(parts[1]); title = "Certificate"; section = "home"; }
    else if (parts[0] === "account") { html = accountView(parts[1] || "profile"); title = "Account"; }
    else if (parts[0] === "help") { html = helpView(); title = "Help"; }
    else { html = homeView(); title = "My learning"; section = "home"; }
    $("view").innerHTML = html;
    document.title = `${title} – Brightwell Learning`;
    for (const a of document.querySelectorAll(".main-nav a")) {
      if (a.dataset.section === section) a.setAttribute("aria-current", "page"); else a.removeAttribute("aria-current");
    }
    renderPlayer();
    renderTabs();
    bindPage();
  }
  function rerender() {
    const y = window.scrollY;
    const parts = (location.hash || "").split("/");
    if (parts[1] === "learn") { renderTabs(); renderSide(); window.scrollTo(0, y); return; }
    route();
    window.scrollTo(0, y);
  }
  function renderSide() {
    const p = progressOf("working-with-data");
    const text = $("progress-text");
    if (text) text.textContent = `${p.done} of ${p.total} lessons complete`;
    const bar = $("lesson-progress");
    if (bar) { bar.setAttribute("aria-valuenow", String(p.percent)); bar.firstElementChild.style.width = `${p.percent}%`; }
    const button = $("mark-complete");
    if (button && state.done["working-with-data"].includes(3)) { button.textContent = "Completed ✓"; button.className = "secondary"; }
  }
  // Page elements that are clickable divs get their own listeners (as such widgets usually do).
  function bindPage() {
    const dots = $("course-options");
    if (dots) dots.addEventListener("click", () => { state.courseMenu = !state.courseMenu; route(); });
    for (const item of document.querySelectorAll("[data-leave]")) item.addEventListener("click", () => { state.courseMenu = false; route(); leaveDialog(item.dataset.leave, 1); });
    for (const item of document.querySelectorAll("[data-link]")) item.addEventListener("click", () => { location.hash = item.dataset.link; });
    for (const star of document.querySelectorAll("[data-star]")) {
      star.addEventListener("click", () => {
        state.stars = Number(star.dataset.star);
        for (const s of document.querySelectorAll("[data-star]")) s.classList.toggle("filled", Number(s.dataset.star) <= state.stars);
      });
    }
  }

  const actions = {
    tab: (el) => { state.tab = el.dataset.tab; renderTabs(); $(`tab-${state.tab}`).focus(); },
    seek: (el) => { state.time = Number(el.dataset.at); state.playing = true; state.controls = false; state.noteOpen = false; renderPlayer(); renderTabs(); },
    "add-note": () => { state.noteOpen = true; renderTabs(); $("note-text").focus(); },
    "cancel-note": () => { state.noteOpen = false; renderTabs(); },
    download: (el) => { state.downloaded[el.dataset.file] = true; rerender(); announce(`Downloaded ${el.dataset.file}`); },
    complete: () => {
      const done = state.done["working-with-data"];
      if (!done.includes(3)) done.push(3);
      renderSide();
    },
    week: (el) => { state.openWeeks[el.dataset.key] = !state.openWeeks[el.dataset.key]; rerender(); },
    "write-review": () => { state.reviewOpen = true; rerender(); },
    "close-dialog": () => closeDialog(),
    "leave-continue": (el) => leaveDialog(el.dataset.slug, 2),
    "confirm-leave": (el) => { state.left[el.dataset.slug] = true; closeDialog(); location.hash = "#/home"; },
    pay: () => { announce("Payment taken. You're enrolled."); },
    "edit-order": () => { state.checkout.review = false; rerender(); },
    noop: () => {},
  };
  const submits = {
    "transcript-search": () => {
      const q = $("transcript-q").value.trim();
      state.transcriptQuery = q;
      state.transcriptResults = B.transcript.map((t, i) => (q && t.text.toLowerCase().includes(q.toLowerCase()) ? i : -1)).filter((i) => i >= 0);
      renderTabs();
      announce(`${state.transcriptResults.length} ${state.transcriptResults.length === 1 ? "match" : "matches"}`);
    },
    note: () => {
      const text = $("note-text").value.trim();
      if (!text) return;
      state.notes.push({ at: state.time, text });
      state.noteOpen = false;
      renderTabs();
      announce("Note saved");
    },
    question: (form) => {
      const lesson = $("question-lesson").value;
      const text = $("question-text").value.trim();
      if (lesson === "Choose a lesson" || !text) { state.questionError = "Choose a lesson and write your question."; rerender(); return; }
      state.question = { slug: form.dataset.slug, lesson, text, reply: document.querySelector("input[name=reply]:checked").value };
      state.questionError = "";
      rerender();
    },
    review: () => {
      if (!state.stars) return;
      state.myReview = { who: "Tomás F.", stars: state.stars, when: "Just now", text: $("review-text").value.trim(), mine: true };
      state.reviewOpen = false;
      rerender();
      announce("Thanks, your review has been posted");
    },
    checkout: (form) => {
      const picked = document.querySelector("input[name=card]:checked");
      const terms = $("terms").checked;
      state.checkout = { card: picked ? picked.value : null, terms, review: false, error: "" };
      if (!picked || !terms) { state.checkout.error = "Choose how to pay and agree to the terms."; rerender(); return; }
      state.checkout.review = true;
      rerender();
    },
    certificate: () => {
      const name = $("cert-name-input").value.trim();
      const grade = $("cert-grade").checked;
      state.certDraft = { name, grade };
      if (/^(dr|mr|mrs|ms|miss|mx|prof|professor|sir|dame)\.?\s/i.test(name)) {
        state.certError = "Certificates show your name as it appears on your ID, without titles such as Dr, Mr, Mrs or Prof.";
        rerender();
        return;
      }
      state.certError = "";
      state.cert = { name, grade };
      rerender();
    },
    prefs: () => {
      const langLabel = $("pref-lang").value;
      const draft = {
        speed: $("pref-speed").value, always: $("pref-always").checked, lang: langLabel.split(" ")[0],
        autoplay: $("pref-autoplay").checked, ad: $("pref-ad").checked,
        fallback: (document.querySelector("input[name=fallback]:checked") || {}).value || null,
      };
      state.prefsDraft = draft;
      if (draft.always && draft.lang === "Welsh" && !draft.fallback) {
        state.prefsError = "Not every video has Welsh subtitles. Choose what to show when they're missing.";
        rerender();
        return;
      }
      state.prefsError = "";
      state.prefs = draft;
      state.prefsDraft = null;
      rerender();
      announce("Playback settings saved");
    },
    notify: () => {
      const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].filter((d) => $(`day-${d.toLowerCase()}`).checked);
      state.notify = { reminders: $("reminders").checked, days, time: $("reminder-time").value, goal: $("weekly-goal").value, newsletter: $("newsletter").checked, recommendations: $("recommendations").checked, tutorReplies: $("tutor-replies").checked };
      rerender();
      announce("Email and reminder settings saved");
    },
  };
  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-action]");
    if (!el || !actions[el.dataset.action]) return;
    if (el.tagName === "A") event.preventDefault();
    actions[el.dataset.action](el);
  });
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target;
    if (submits[form.dataset.submit]) submits[form.dataset.submit](form);
  });
  window.addEventListener("hashchange", () => { state.courseMenu = false; route(); window.scrollTo(0, 0); });
  route();
})();
