// Daybook Calendar: hash routes inside one page shell, state in sessionStorage.
"use strict";

(() => {
  const KEY = "daybook-calendar-v1";
  const HOUR_PX = 40;
  const GRID_FROM = 8 * 60;
  const GRID_TO = 20 * 60;

  const fresh = () => ({
    series: JSON.parse(JSON.stringify(SERIES)).map((s) => ({ exceptions: {}, reminder: "10 minutes before", visibility: "Default", showAs: "Busy", ...s })),
    settings: { zone: "Europe/London", zone2On: false, zone2: "Europe/Berlin", zone2Label: "", workStart: "09:00", workEnd: "17:30", workDays: [1, 2, 3, 4, 5], weekStart: "Monday", showDeclined: false },
    nextId: 1,
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

  const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const $ = (sel, root = document) => root.querySelector(sel);
  const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));
  const on = (el, type, fn) => el && el.addEventListener(type, fn);
  const view = () => document.getElementById("view");
  const TODAY = D.today();

  let toastTimer = null;
  const toast = (text) => {
    const el = document.getElementById("toast");
    el.textContent = text;
    el.classList.add("shown");
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => el.classList.remove("shown"), 6000);
  };

  // ---------- Occurrences ----------
  const occursOn = (s, day) => {
    if (s.date) return s.allDay && s.endDay ? day >= s.date && day <= s.endDay : s.date === day;
    const r = s.repeat;
    if (day < r.from || (r.until && day > r.until)) return false;
    const wd = D.weekday(day);
    if (r.every === "weekday") return wd >= 1 && wd <= 5;
    if (wd !== r.day) return false;
    const weeks = Math.round(D.daysBetween(r.from, day) / 7);
    return weeks % (r.interval || 1) === 0;
  };
  const instancesOn = (day) => {
    const out = [];
    for (const s of state.series) {
      const ex = s.exceptions[day];
      if (ex && ex.deleted) continue;
      if (occursOn(s, day)) out.push({ ...s, ...(ex || {}), seriesId: s.id, day, recurring: !s.date });
    }
    for (const s of state.series) {
      for (const [day2, ex] of Object.entries(s.exceptions)) {
        if (ex.movedTo === day) out.push({ ...s, ...ex, seriesId: s.id, day, recurring: true });
      }
    }
    return out.filter((e) => state.settings.showDeclined || e.mine !== "No").sort((a, b) => D.mins(a.start) - D.mins(b.start) || a.title.localeCompare(b.title));
  };
  const instance = (sid, day) => instancesOn(day).find((e) => e.seriesId === sid);
  const roomName = (id) => (ROOMS.find((r) => r.id === id) || {}).name || "";
  const zone = (id) => ZONES.find((z) => z.id === id) || ZONES[0];
  const shift = (hhmm, offset) => D.hhmm((D.mins(hhmm) + offset + 1440) % 1440);

  // ---------- Shell pieces ----------
  const miniMonth = (selected) => {
    const first = "2026-03-01";
    const lead = (D.weekday(first) + 6) % 7;
    const cells = [];
    for (let i = 0; i < lead; i += 1) cells.push("<td></td>");
    for (let d = 1; d <= 31; d += 1) {
      const day = `2026-03-${String(d).padStart(2, "0")}`;
      cells.push(`<td><a href="#/day/${day}" class="mini-day${day === TODAY ? " today" : ""}${day === selected ? " sel" : ""}" id="mini-${d}">${d}</a></td>`);
    }
    while (cells.length % 7) cells.push("<td></td>");
    const rows = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join("")}</tr>`);
    return `<table class="mini-month"><caption>March 2026</caption><thead><tr>${["M", "T", "W", "T", "F", "S", "S"].map((d) => `<th scope="col">${d}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
  };

  const sidebar = (selected) => `
    <nav class="side" aria-label="Calendar">
      <a href="#/new/${selected}" class="create-button" id="create-event">+ Create</a>
      ${miniMonth(selected)}
      <h2 class="side-h">My calendars</h2>
      <ul class="cal-list">
        <li><input type="checkbox" id="cal-mine" checked><label for="cal-mine"><span class="swatch" style="background:#0b6e4f"></span>Priya Raman</label></li>
        <li><input type="checkbox" id="cal-team" checked><label for="cal-team"><span class="swatch" style="background:#8e24aa"></span>Housing Insight team</label></li>
        <li><input type="checkbox" id="cal-holidays" checked><label for="cal-holidays"><span class="swatch" style="background:#f09300"></span>Holidays in England</label></li>
      </ul>
    </nav>`;

  const viewSwitch = (kind, day) => `
    <div class="view-switch">
      <a href="#/day/${day}" id="switch-day"${kind === "day" ? ' aria-current="page"' : ""}>Day</a>
      <a href="#/week/${D.monday(day)}" id="switch-week"${kind === "week" ? ' aria-current="page"' : ""}>Week</a>
      <a href="#/schedule/${D.monday(day)}" id="switch-schedule"${kind === "schedule" ? ' aria-current="page"' : ""}>Schedule</a>
    </div>`;

  // ---------- Grid views ----------
  const layout = (events) => {
    // Overlapping events share the column side by side.
    const placed = events.map((e) => ({ e, col: 0, cols: 1 }));
    placed.forEach((p, i) => {
      const clash = placed.filter((q, j) => j !== i && D.mins(q.e.start) < D.mins(p.e.end) && D.mins(p.e.start) < D.mins(q.e.end));
      if (clash.length) {
        p.cols = 2;
        p.col = placed.indexOf(clash[0]) < i ? 1 : 0;
      }
    });
    return placed;
  };

  const eventBlock = (p) => {
    const e = p.e;
    const top = ((Math.max(D.mins(e.start), GRID_FROM) - GRID_FROM) / 60) * HOUR_PX;
    const height = Math.max(((D.mins(e.end) - D.mins(e.start)) / 60) * HOUR_PX - 2, 14);
    const where = e.room ? roomName(e.room) : e.location || "";
    return `<div class="event${e.mine === "Awaiting" ? " tentative" : ""}${height < 30 ? " short" : ""}" role="button" tabindex="0" id="ev-${e.seriesId}-${e.day}" data-sid="${e.seriesId}" data-day="${e.day}"
      style="top:${top}px;height:${height}px;left:${p.col * 50}%;width:${p.cols === 2 ? 50 : 100}%">
      <span class="ev-title">${esc(e.title)}</span>${height >= 30 && where ? `<span class="ev-where">${esc(where)}</span>` : ""}</div>`;
  };

  const gridView = (kind, day) => {
    const days = kind === "day" ? [day] : [0, 1, 2, 3, 4].map((i) => D.add(D.monday(day), i));
    const s = state.settings;
    const z2 = s.zone2On ? zone(s.zone2) : null;
    const hours = [];
    for (let m = GRID_FROM; m < GRID_TO; m += 60) hours.push(m);
    const title = kind === "day" ? D.long(day) : `${D.dayMonth(days[0])} – ${D.dayMonth(days[4])} 2026`;
    document.title = `${title} – Daybook Calendar`;
    const step = kind === "day" ? 1 : 7;
    const prev = kind === "day" ? D.add(day, -1) : D.add(days[0], -7);
    const next = kind === "day" ? D.add(day, 1) : D.add(days[0], 7);
    view().innerHTML = `
      <div class="layout">
        ${sidebar(day)}
        <main id="main" class="cal-main">
          <div class="cal-toolbar">
            <a href="#/${kind}/${kind === "day" ? TODAY : D.monday(TODAY)}" class="today-button" id="today-button">Today</a>
            <a href="#/${kind}/${prev}" class="nav-arrow" id="prev-${kind}" aria-label="Previous ${step === 1 ? "day" : "week"}">&#8249;</a>
            <a href="#/${kind}/${next}" class="nav-arrow" id="next-${kind}" aria-label="Next ${step === 1 ? "day" : "week"}">&#8250;</a>
            <h1 id="range-heading">${title}</h1>
            ${viewSwitch(kind, day)}
          </div>
          <div class="grid-wrap${kind === "day" ? " day-grid" : ""}">
            <div class="grid-head">
              <div class="gutter-head">${z2 ? `<span class="tz-label">${esc(s.zone2Label || z2.label)}</span>` : ""}<span class="tz-label">GMT</span></div>
              ${days.map((d) => `<a href="#/day/${d}" class="day-head${d === TODAY ? " today" : ""}" id="head-${d}">${D.short(d)}</a>`).join("")}
            </div>
            ${days.some((d) => instancesOn(d).some((e) => e.allDay)) ? `<div class="grid-head allday-row"><div class="gutter-head"></div>${days.map((d) => `<div class="allday-cell">${instancesOn(d).filter((e) => e.allDay).map((e) => `<div class="event allday" role="button" tabindex="0" id="ev-${e.seriesId}-${d}" data-sid="${e.seriesId}" data-day="${d}"><span class="ev-title">${esc(e.title)}</span></div>`).join("")}</div>`).join("")}</div>` : ""}
            <div class="grid-body">
              <div class="gutter${z2 ? " two" : ""}">${hours.map((m) => `<div class="hour-label" style="height:${HOUR_PX}px">${z2 ? `<span class="z2">${shift(D.hhmm(m), z2.offset)}</span>` : ""}<span>${D.hhmm(m)}</span></div>`).join("")}</div>
              ${days.map((d) => {
                const work = s.workDays.includes(D.weekday(d));
                const ws = ((D.mins(s.workStart) - GRID_FROM) / 60) * HOUR_PX;
                const we = ((D.mins(s.workEnd) - GRID_FROM) / 60) * HOUR_PX;
                return `<div class="day-col${work ? "" : " off"}" style="height:${hours.length * HOUR_PX}px">
                  ${work ? `<div class="off-hours" style="top:0;height:${ws}px"></div><div class="off-hours" style="top:${we}px;bottom:0"></div>` : ""}
                  ${d === TODAY ? `<div class="now-line" style="top:${((9.5 * 60 - GRID_FROM) / 60) * HOUR_PX}px"></div>` : ""}
                  ${layout(instancesOn(d).filter((e) => !e.allDay)).map(eventBlock).join("")}</div>`;
              }).join("")}
            </div>
          </div>
        </main>
      </div>`;
    $$(".event").forEach((el) => on(el, "click", () => { location.hash = `#/event/${el.dataset.sid}/${el.dataset.day}`; }));
    state.lastView = `#/${kind}/${kind === "day" ? day : days[0]}`;
    save();
  };

  const scheduleView = (day) => {
    const monday = D.monday(day);
    document.title = `Schedule, week of ${D.dayMonth(monday)} – Daybook Calendar`;
    const days = [0, 1, 2, 3, 4, 5, 6].map((i) => D.add(monday, i));
    view().innerHTML = `
      <div class="layout">${sidebar(day)}
        <main id="main" class="cal-main">
          <div class="cal-toolbar"><a href="#/schedule/${D.monday(TODAY)}" class="today-button" id="today-button">Today</a>
            <a href="#/schedule/${D.add(monday, -7)}" class="nav-arrow" id="prev-schedule" aria-label="Previous week">&#8249;</a>
            <a href="#/schedule/${D.add(monday, 7)}" class="nav-arrow" id="next-schedule" aria-label="Next week">&#8250;</a>
            <h1 id="range-heading">Schedule: ${D.dayMonth(monday)} – ${D.dayMonth(days[6])} 2026</h1>${viewSwitch("schedule", day)}</div>
          <div class="schedule">${days.map((d) => {
            const list = instancesOn(d);
            return list.length ? `<h2 class="sched-day">${D.long(d)}</h2><ul class="sched-list">${list.map((e) => `<li><span class="sched-time">${e.start} – ${e.end}</span> <a href="#/event/${e.seriesId}/${d}">${esc(e.title)}</a></li>`).join("")}</ul>` : "";
          }).join("")}</div>
        </main></div>`;
  };

  // ---------- Event details ----------
  const responseCounts = (e) => {
    const all = [...e.guests.map((x) => x.response), ...(e.mine ? [e.mine] : [])];
    const n = (r) => all.filter((x) => x === r).length;
    return `${all.length} guests: ${n("Yes")} yes, ${n("No")} no, ${n("Maybe")} maybe, ${n("Awaiting")} awaiting`;
  };

  const detailsView = (sid, day) => {
    const e = instance(sid, day);
    if (!e) { gridView("week", day); return; }
    const series = state.series.find((s) => s.id === sid);
    const organiser = e.organiser === "Priya Raman";
    const rep = e.repeat ? (e.repeat.every === "weekday" ? "Every weekday (Monday to Friday)" : `Every ${e.repeat.interval === 2 ? "2 weeks" : "week"} on ${D.DAYS[e.repeat.day]}`) : "";
    const z = e.zone ? zone(e.zone) : null;
    document.title = `${e.title} – Daybook Calendar`;
    view().innerHTML = `
      <div class="layout">${sidebar(day)}
        <main id="main" class="cal-main details">
          <a href="${state.lastView && state.lastView.endsWith(state.lastView.startsWith("#/day/") ? day : D.monday(day)) ? state.lastView : `#/week/${D.monday(day)}`}" id="back-to-calendar" class="back-link">&#8592; Back to calendar</a>
          <h1 id="event-title">${esc(e.title)}</h1>
          <p class="when" id="event-when">${e.allDay ? `${D.long(e.date)}${e.endDay && e.endDay !== e.date ? ` – ${D.long(e.endDay)}` : ""} · All day` : `${D.long(day)} · ${e.start} – ${e.end}`}</p>
          ${z ? `<p class="zone-note" id="event-zone">Organiser's time zone: ${esc(z.label)} (${shift(e.start, z.offset)} – ${shift(e.end, z.offset)} there)</p>` : ""}
          ${rep ? `<p class="repeat" id="event-repeat">${rep}</p>` : ""}
          <dl class="facts">
            ${e.room || e.location ? `<dt>Where</dt><dd id="event-where">${esc(e.room ? roomName(e.room) : e.location)}</dd>` : ""}
            <dt>Organiser</dt><dd id="event-organiser">${esc(e.organiser)}${organiser ? " (you)" : ""}</dd>
            <dt>Visibility</dt><dd>${esc(e.visibility === "Default" ? "Default visibility" : e.visibility)} · ${esc(e.showAs)}</dd>
          </dl>
          ${e.guests.length ? `<h2>Guests</h2><p id="guest-summary">${responseCounts(e)}</p><ul class="guests" id="guest-list">${e.guests.map((x) => `<li>${esc(x.name)} <span class="resp">${x.response === "Awaiting" ? "Awaiting reply" : x.response === "Yes" ? "Going" : x.response === "No" ? "Not going" : "Maybe"}</span></li>`).join("")}${e.mine ? `<li>Priya Raman (you) <span class="resp">${e.mine === "Awaiting" ? "Awaiting reply" : e.mine === "Yes" ? "Going" : e.mine === "No" ? "Not going" : "Maybe"}</span></li>` : ""}</ul>` : ""}
          ${e.description ? `<h2>Description</h2><p id="event-description">${esc(e.description)}</p>` : ""}
          ${e.mine ? `<div class="rsvp"><h2 id="rsvp-heading">Going?</h2>
            <div class="rsvp-buttons" role="group" aria-labelledby="rsvp-heading">${["Yes", "No", "Maybe"].map((r) => `<button type="button" id="rsvp-${r.toLowerCase()}" aria-pressed="${e.mine === r}">${r}</button>`).join("")}</div>
            <div id="rsvp-note-slot"></div></div>` : ""}
          <div class="reminder"><label for="ev-reminder">Reminder</label>
            <select id="ev-reminder">${["None", "10 minutes before", "30 minutes before", "1 hour before", "1 day before"].map((r) => `<option${r === e.reminder ? " selected" : ""}>${r}</option>`).join("")}</select>
            <span class="saved-note" id="reminder-saved"></span></div>
          ${organiser ? `<div class="event-actions"><a href="#/edit/${sid}/${day}" class="button" id="event-edit">Edit</a><button type="button" id="event-delete">Delete</button><button type="button" id="event-email">Email guests</button></div>` : ""}
        </main></div>
      <div id="dialog-slot"></div>`;
    ["yes", "no", "maybe"].forEach((r) => on($(`#rsvp-${r}`), "click", () => {
      const pick = r[0].toUpperCase() + r.slice(1);
      $$(".rsvp-buttons button").forEach((b) => b.setAttribute("aria-pressed", String(b.id === `rsvp-${r}`)));
      $("#rsvp-note-slot").innerHTML = `<label for="rsvp-note">Add a note for ${esc(e.organiser)} (optional)</label><textarea id="rsvp-note" rows="2"></textarea>
        <button type="button" class="primary" id="rsvp-send">Send response</button>`;
      on($("#rsvp-send"), "click", () => {
        setOverride(series, day, { mine: pick });
        save();
        const note = $("#rsvp-note").value.trim();
        detailsView(sid, day);
        toast(`Response "${pick}" sent to ${e.organiser}${note ? " with your note" : ""}.`);
      });
    }));
    on($("#ev-reminder"), "change", () => {
      setOverride(series, day, { reminder: $("#ev-reminder").value });
      save();
      $("#reminder-saved").textContent = "Saved";
    });
    on($("#event-email"), "click", () => toast("Opening a new email to the guests…"));
    on($("#event-delete"), "click", () => openDelete(series, e, day));
  };

  const setOverride = (series, day, fields) => {
    if (series.date) Object.assign(series, fields);
    else series.exceptions[day] = { ...(series.exceptions[day] || {}), ...fields };
  };

  const modal = (id, title, body, bind) => {
    $("#dialog-slot").innerHTML = `<div class="backdrop"></div><div class="modal" role="dialog" aria-modal="true" aria-labelledby="${id}-title" id="${id}"><h2 id="${id}-title">${title}</h2>${body}</div>`;
    bind();
  };
  const closeModal = () => { $("#dialog-slot").innerHTML = ""; };

  const openDelete = (series, e, day) => {
    const body = `${e.recurring ? `<fieldset class="radios"><legend class="visually-hidden">Which events</legend>
        <div><input type="radio" name="del-scope" id="del-this" value="this" checked><label for="del-this">This event</label></div>
        <div><input type="radio" name="del-scope" id="del-following" value="following"><label for="del-following">This and following events</label></div>
        <div><input type="radio" name="del-scope" id="del-all" value="all"><label for="del-all">All events</label></div></fieldset>` : `<p>‘${esc(e.title)}’ on ${D.long(day)} will be deleted.</p>`}
      ${e.guests.length ? `<div class="check"><input type="checkbox" id="del-notify" checked><label for="del-notify">Email a cancellation to the ${e.guests.length} guests</label></div>
        <label for="del-message">Message to guests (optional)</label><textarea id="del-message" rows="2"></textarea>` : ""}
      <div class="modal-actions"><button type="button" id="del-cancel">Cancel</button><button type="button" class="primary" id="del-ok">OK</button></div>`;
    modal("delete-dialog", e.recurring ? "Delete recurring event" : "Delete event?", body, () => {
      on($("#del-cancel"), "click", closeModal);
      on($("#del-ok"), "click", () => {
        const scope = e.recurring ? $("input[name='del-scope']:checked").value : "all";
        if (scope === "all") state.series = state.series.filter((s) => s.id !== series.id);
        else if (scope === "following") series.repeat.until = D.add(day, -1);
        else series.exceptions[day] = { deleted: true };
        save();
        location.hash = `#/week/${D.monday(day)}`;
        toast(scope === "all" ? `All ‘${e.title}’ events deleted.` : "Event deleted.");
      });
    });
  };

  // ---------- Event editor ----------
  const TIMES = [];
  for (let m = 7 * 60; m <= 21 * 60; m += 15) TIMES.push(D.hhmm(m));

  const editorView = (sid, day) => {
    const existing = sid ? instance(sid, day) : null;
    const series = sid ? state.series.find((s) => s.id === sid) : null;
    const e = existing || { title: "", start: "10:00", end: "11:00", guests: [], room: "", location: "", description: "", visibility: "Default", showAs: "Busy", zone: "", day };
    const draft = { guests: e.guests.map((x) => ({ ...x })), findTime: false };
    const repeatChoices = (d) => ["Does not repeat", "Every weekday (Monday to Friday)", `Weekly on ${D.DAYS[D.weekday(d)]}`, `Every 2 weeks on ${D.DAYS[D.weekday(d)]}`];
    const currentRepeat = () => {
      if (!e.repeat) return "Does not repeat";
      if (e.repeat.every === "weekday") return "Every weekday (Monday to Friday)";
      return e.repeat.interval === 2 ? `Every 2 weeks on ${D.DAYS[e.repeat.day]}` : `Weekly on ${D.DAYS[e.repeat.day]}`;
    };
    document.title = `${existing ? "Edit event" : "New event"} – Daybook Calendar`;
    const opt = (v, cur) => `<option${v === cur ? " selected" : ""}>${esc(v)}</option>`;
    view().innerHTML = `
      <div class="editor-page">
        <main id="main" class="event-editor">
          <div class="editor-head"><a href="${existing ? `#/event/${sid}/${day}` : `#/week/${D.monday(day)}`}" id="editor-close" class="back-link">&#8592; Cancel</a>
            <h1>${existing ? "Edit event" : "New event"}</h1><span class="spacer"></span><button type="button" class="primary" id="ev-save">Save</button></div>
          <div id="error-slot"></div>
          <form id="event-form" novalidate>
            <div class="field"><label for="ev-title">Title</label><input type="text" id="ev-title" value="${esc(e.title)}"></div>
            <div class="row">
              <div class="field"><label for="ev-date">Date</label><input type="date" id="ev-date" value="${day}"></div>
              <div class="field"><label for="ev-start">Start time</label><select id="ev-start">${TIMES.map((t) => opt(t, e.start)).join("")}</select></div>
              <div class="field"><label for="ev-end">End time</label><select id="ev-end">${TIMES.map((t) => opt(t, e.end)).join("")}</select></div>
              <div class="field check-field"><input type="checkbox" id="ev-allday"${e.allDay ? " checked" : ""}><label for="ev-allday">All day</label></div>
            </div>
            <div class="row" id="allday-row"${e.allDay ? "" : " hidden"}><div class="field"><label for="ev-end-date">Last day</label><input type="date" id="ev-end-date" value="${e.endDay || day}"></div></div>
            <div class="row">
              <div class="field"><label for="ev-zone">Time zone</label><select id="ev-zone">${ZONES.map((z) => `<option${z.id === (e.zone || state.settings.zone) ? " selected" : ""}>${esc(z.label)}</option>`).join("")}</select></div>
              <div class="field"><label for="ev-repeat">Repeat</label><select id="ev-repeat">${repeatChoices(day).map((r) => opt(r, currentRepeat())).join("")}</select></div>
            </div>
            <h2>Guests</h2>
            <div class="guest-add"><input type="text" id="guest-input" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="guest-options" placeholder="Add guests" autocomplete="off">
              <ul role="listbox" id="guest-options" class="suggestions" aria-label="People" hidden></ul></div>
            <ul class="guest-chips" id="guest-chips"></ul>
            <button type="button" id="find-time-toggle" aria-expanded="false">Find a time</button>
            <div id="find-time-slot"></div>
            <h2>Room</h2>
            <div class="row">
              <div class="field"><label for="room-seats">Seats</label><select id="room-seats">${["Any size", "4 or more", "8 or more", "12 or more"].map((v) => opt(v, "Any size")).join("")}</select></div>
              <div class="field"><label for="ev-room">Room</label><select id="ev-room"></select></div>
            </div>
            <div class="field"><label for="ev-location">Location or link</label><input type="text" id="ev-location" value="${esc(e.location || "")}"></div>
            <h2>Details</h2>
            <div class="row">
              <div class="field"><label for="ev-showas">Show me as</label><select id="ev-showas">${["Busy", "Free", "Out of office"].map((v) => opt(v, e.showAs)).join("")}</select></div>
              <div class="field"><label for="ev-visibility">Visibility</label><select id="ev-visibility">${["Default", "Public", "Private"].map((v) => opt(v, e.visibility)).join("")}</select></div>
            </div>
            <div class="field" id="decline-wrap"${e.showAs === "Out of office" ? "" : " hidden"}><label for="ev-decline">Message for declined invitations</label><textarea id="ev-decline" rows="2">${esc(e.declineMessage || "")}</textarea></div>
            <div class="field"><label for="ev-description">Description</label><textarea id="ev-description" rows="3">${esc(e.description || "")}</textarea></div>
          </form>
        </main>
        <div id="dialog-slot"></div>
      </div>`;

    const start = $("#ev-start");
    const end = $("#ev-end");
    let duration = D.mins(e.end) - D.mins(e.start);
    // Moving the start keeps the length: the end time changes too, without a word.
    on(start, "change", () => {
      const newEnd = Math.min(D.mins(start.value) + duration, 21 * 60);
      end.value = D.hhmm(newEnd - (newEnd % 15));
      refreshFindTime();
    });
    on(end, "change", () => { duration = D.mins(end.value) - D.mins(start.value); refreshFindTime(); });
    on($("#ev-date"), "change", () => {
      const d = $("#ev-date").value;
      const choices = repeatChoices(d);
      const sel = $("#ev-repeat");
      const idx = sel.selectedIndex;
      sel.innerHTML = choices.map((r) => `<option>${esc(r)}</option>`).join("");
      sel.selectedIndex = idx;
      refreshFindTime();
    });
    on($("#ev-allday"), "change", () => { $("#allday-row").hidden = !$("#ev-allday").checked; });
    on($("#ev-showas"), "change", () => { $("#decline-wrap").hidden = $("#ev-showas").value !== "Out of office"; });

    const fillRooms = () => {
      const min = { "Any size": 0, "4 or more": 4, "8 or more": 8, "12 or more": 12 }[$("#room-seats").value];
      const sel = $("#ev-room");
      const current = sel.value || (e.room ? roomName(e.room) : "No room");
      const rooms = ROOMS.filter((r) => r.seats >= min);
      sel.innerHTML = `<option>No room</option>${rooms.map((r) => `<option>${esc(r.name)}, ${r.seats} seats</option>`).join("")}`;
      const keep = Array.from(sel.options).find((o) => o.text.startsWith(current.split(",")[0]));
      sel.value = keep ? keep.text : "No room";
    };
    fillRooms();
    on($("#room-seats"), "change", fillRooms);

    const renderChips = () => {
      $("#guest-chips").innerHTML = draft.guests.map((x, i) => `<li>${esc(x.name)} <span class="pmail">${esc(x.email)}</span>
        <button type="button" class="chip-x" id="guest-remove-${i}" aria-label="Remove ${esc(x.name)}">&#215;</button></li>`).join("");
      draft.guests.forEach((x, i) => on($(`#guest-remove-${i}`), "click", () => { draft.guests.splice(i, 1); renderChips(); refreshFindTime(); }));
    };
    renderChips();
    const input = $("#guest-input");
    const list = $("#guest-options");
    on(input, "input", () => {
      const q = input.value.trim().toLowerCase();
      const taken = new Set(draft.guests.map((x) => x.email));
      const people = q.length < 2 ? [] : PEOPLE.filter((p) => !taken.has(p.email) && (p.name.toLowerCase().includes(q) || p.email.includes(q)));
      list.innerHTML = people.map((p, i) => `<li role="option" aria-selected="false" id="guest-option-${i}" data-email="${esc(p.email)}">${esc(p.name)} <span class="pmail">${esc(p.email)}</span></li>`).join("");
      list.hidden = !people.length;
      input.setAttribute("aria-expanded", String(people.length > 0));
      $$("[data-email]", list).forEach((li) => on(li, "click", () => {
        const p = PEOPLE.find((x) => x.email === li.dataset.email);
        draft.guests.push({ ...p, response: "Awaiting" });
        input.value = "";
        list.hidden = true;
        list.innerHTML = "";
        input.setAttribute("aria-expanded", "false");
        renderChips();
        refreshFindTime();
        input.focus();
      }));
    });

    // Free-busy: each person's busy times on the chosen day, by position only, then suggested slots.
    const busyOf = (name, d) => {
      const mine = name === "Priya Raman";
      const fromEvents = instancesOn(d).filter((x) => (x.seriesId !== sid) && (mine ? (x.organiser === "Priya Raman" || (x.mine && x.mine !== "No")) : (x.organiser === name || x.guests.some((gg) => gg.name === name && gg.response !== "No"))));
      return [...fromEvents.map((x) => ({ start: x.start, end: x.end })), ...((OTHER_BUSY[name] || []).filter((b) => b.date === d))];
    };
    const refreshFindTime = () => {
      const slot = $("#find-time-slot");
      if (!draft.findTime) { slot.innerHTML = ""; return; }
      const d = $("#ev-date").value;
      const people = ["Priya Raman", ...draft.guests.map((x) => x.name)];
      const len = D.mins(end.value) - D.mins(start.value);
      const ws = D.mins(state.settings.workStart);
      const we = D.mins(state.settings.workEnd);
      const busy = people.map((p) => busyOf(p, d));
      const free = [];
      for (let m = ws; m + len <= we; m += 30) {
        if (busy.every((list2) => list2.every((b) => D.mins(b.end) <= m || D.mins(b.start) >= m + len))) free.push(m);
      }
      const px = (m) => ((m - ws) / (we - ws)) * 100;
      slot.innerHTML = `<div class="find-time" id="find-time">
        <p class="ft-day">${D.long(d)}</p>
        <div class="ft-scale" aria-hidden="true">${[9, 11, 13, 15, 17].map((h) => `<span style="left:${px(h * 60)}%">${h}:00</span>`).join("")}</div>
        ${people.map((p, i) => `<div class="ft-row"><span class="ft-name">${esc(p)}</span><div class="ft-line">${busy[i].map((b) => `<div class="ft-busy" style="left:${px(Math.max(D.mins(b.start), ws))}%;width:${px(Math.min(D.mins(b.end), we)) - px(Math.max(D.mins(b.start), ws))}%">Busy</div>`).join("")}</div></div>`).join("")}
        <h3 id="suggested-heading">Suggested times</h3>
        ${free.length ? `<ul class="slots" aria-labelledby="suggested-heading">${free.map((m, i) => `<li><button type="button" id="slot-${i}" data-start="${D.hhmm(m)}">${D.hhmm(m)} – ${D.hhmm(m + len)}</button></li>`).join("")}</ul>` : "<p>No time when everyone is free during working hours.</p>"}
      </div>`;
      $$("[data-start]", slot).forEach((b) => on(b, "click", () => {
        start.value = b.dataset.start;
        end.value = D.hhmm(D.mins(b.dataset.start) + len);
        refreshFindTime();
      }));
    };
    on($("#find-time-toggle"), "click", () => {
      draft.findTime = !draft.findTime;
      $("#find-time-toggle").setAttribute("aria-expanded", String(draft.findTime));
      refreshFindTime();
    });

    on($("#ev-save"), "click", () => {
      const d = $("#ev-date").value;
      const title = $("#ev-title").value.trim();
      const slot = $("#error-slot");
      slot.innerHTML = "";
      const problems = [];
      if (!title) problems.push(["ev-title", "Enter a title for the event"]);
      if (D.mins(end.value) <= D.mins(start.value) && !$("#ev-allday").checked) problems.push(["ev-end", "The end time must be after the start time"]);
      if (problems.length) {
        slot.innerHTML = `<div class="error-summary" role="alert" id="error-summary"><h2>There is a problem</h2><ul>${problems.map(([f, m]) => `<li><a href="#" data-focus="${f}">${m}</a></li>`).join("")}</ul></div>`;
        return;
      }
      const roomText = $("#ev-room").value;
      const room = ROOMS.find((r) => roomText.startsWith(r.name));
      // The room check runs on the server: only now do we learn about closures and bookings.
      setTimeout(() => {
        if (room) {
          const closed = CLOSURES.find((c) => c.room === room.id && c.date === d);
          const s0 = D.mins(start.value);
          const e0 = D.mins(end.value);
          const clash = (r) => ROOM_BOOKINGS.some((b) => b.room === r.id && b.date === d && D.mins(b.start) < e0 && s0 < D.mins(b.end))
            || instancesOn(d).some((x) => x.room === r.id && x.seriesId !== sid && D.mins(x.start) < e0 && s0 < D.mins(x.end))
            || CLOSURES.some((c) => c.room === r.id && c.date === d);
          if (closed || clash(room)) {
            const alternatives = ROOMS.filter((r) => r.seats >= room.seats && r.id !== room.id && !clash(r)).map((r) => r.name);
            slot.innerHTML = `<div class="error-summary" role="alert" id="error-summary"><h2>The room could not be booked</h2>
              <p>${esc(room.name)} is ${closed ? closed.reason : "already booked"} on ${D.long(d)}${closed ? "" : ` between ${start.value} and ${end.value}`}.
              ${alternatives.length ? `Rooms for ${room.seats} or more that are free then: ${alternatives.map(esc).join(", ")}.` : `No room for ${room.seats} or more is free then.`}</p></div>`;
            $("#ev-room").setAttribute("aria-invalid", "true");
            return;
          }
        }
        const fields = {
          title, start: start.value, end: end.value, guests: draft.guests, room: room ? room.id : "", location: $("#ev-location").value.trim(),
          description: $("#ev-description").value.trim(), visibility: $("#ev-visibility").value, showAs: $("#ev-showas").value,
          allDay: $("#ev-allday").checked, endDay: $("#ev-end-date").value, declineMessage: $("#ev-decline").value.trim(),
        };
        const repeatText = $("#ev-repeat").value;
        const finish = (scope) => {
          const hasGuests = draft.guests.length > 0;
          const commit = (send) => {
            applySave(series, existing, scope, d, fields, repeatText);
            save();
            location.hash = `#/week/${D.monday(d)}`;
            toast(send ? (existing ? "Event saved. Update emails sent to guests." : "Event saved. Invitations sent.") : "Event saved.");
          };
          if (!hasGuests || (existing && e.organiser !== "Priya Raman")) { commit(false); return; }
          modal("send-dialog", existing ? "Send update emails to guests?" : "Send invitation emails to guests?",
            `<p>${existing ? "Let guests know about the changes to" : "Invite guests to"} ‘${esc(title)}’, ${D.long(d)}, ${start.value} – ${end.value}${room ? `, ${esc(room.name)}` : ""}: ${draft.guests.map((x) => esc(x.name)).join(", ")}.</p>
            <div class="modal-actions"><button type="button" id="send-back">Back to editing</button><button type="button" id="send-dont">Don't send</button><button type="button" class="primary" id="send-invites">Send</button></div>`, () => {
              on($("#send-back"), "click", closeModal);
              on($("#send-dont"), "click", () => commit(false));
              on($("#send-invites"), "click", () => commit(true));
            });
        };
        if (existing && existing.recurring) {
          modal("recurring-dialog", "Edit recurring event", `<fieldset class="radios"><legend class="visually-hidden">Which events</legend>
            <div><input type="radio" name="edit-scope" id="scope-this" value="this" checked><label for="scope-this">This event</label></div>
            <div><input type="radio" name="edit-scope" id="scope-following" value="following"><label for="scope-following">This and following events</label></div>
            <div><input type="radio" name="edit-scope" id="scope-all" value="all"><label for="scope-all">All events</label></div></fieldset>
            <div class="modal-actions"><button type="button" id="scope-cancel">Cancel</button><button type="button" class="primary" id="scope-ok">OK</button></div>`, () => {
              on($("#scope-cancel"), "click", closeModal);
              on($("#scope-ok"), "click", () => { const scope = $("input[name='edit-scope']:checked").value; closeModal(); finish(scope); });
            });
        } else finish("all");
      }, 150);
    });
  };

  const repeatFrom = (text, d) => {
    if (text === "Does not repeat") return null;
    if (text.startsWith("Every weekday")) return { every: "weekday", from: d };
    return { every: "week", day: D.weekday(d), interval: text.startsWith("Every 2 weeks") ? 2 : 1, from: d };
  };

  const applySave = (series, existing, scope, d, fields, repeatText) => {
    if (!existing) {
      const rep = repeatFrom(repeatText, d);
      state.series.push({ id: `new${state.nextId++}`, organiser: "Priya Raman", exceptions: {}, reminder: "10 minutes before", ...fields, ...(rep ? { repeat: rep } : { date: d }) });
      return;
    }
    if (!existing.recurring || scope === "all") {
      Object.assign(series, fields);
      if (!existing.recurring) series.date = d;
      else series.repeat = repeatFrom(repeatText, series.repeat.from) || series.repeat;
      return;
    }
    if (scope === "this") {
      series.exceptions[existing.day] = { ...(series.exceptions[existing.day] || {}), ...fields, ...(d !== existing.day ? { movedTo: d, deleted: true } : {}) };
      return;
    }
    // This and following: end the old series the day before and start a new one.
    series.repeat.until = D.add(existing.day, -1);
    const rep = repeatFrom(repeatText, existing.day) || { ...series.repeat, from: existing.day, until: undefined };
    state.series.push({ ...JSON.parse(JSON.stringify(series)), id: `${series.id}-${state.nextId++}`, exceptions: {}, ...fields, repeat: rep });
  };

  // ---------- Settings ----------
  const settingsView = () => {
    const s = state.settings;
    document.title = "Settings – Daybook Calendar";
    const opt = (v, cur) => `<option${v === cur ? " selected" : ""}>${esc(v)}</option>`;
    const times = TIMES.filter((t) => t.endsWith(":00") || t.endsWith(":30"));
    view().innerHTML = `
      <div class="layout">${sidebar(TODAY)}
        <main id="main" class="cal-main settings">
          <a href="#/week/${D.monday(TODAY)}" id="back-to-calendar" class="back-link">&#8592; Back to calendar</a>
          <h1>Settings</h1>
          <form id="settings-form" novalidate>
            <fieldset><legend>Time zone</legend>
              <label for="set-zone">Primary time zone</label><select id="set-zone">${ZONES.map((z) => `<option${z.id === s.zone ? " selected" : ""}>${esc(z.label)}</option>`).join("")}</select>
              <div class="check"><input type="checkbox" id="set-zone2-on"${s.zone2On ? " checked" : ""}><label for="set-zone2-on">Display secondary time zone</label></div>
              <div id="zone2-fields"${s.zone2On ? "" : " hidden"}>
                <label for="set-zone2">Secondary time zone</label><select id="set-zone2">${ZONES.map((z) => `<option${z.id === s.zone2 ? " selected" : ""}>${esc(z.label)}</option>`).join("")}</select>
                <label for="set-zone2-label">Label</label><input type="text" id="set-zone2-label" value="${esc(s.zone2Label)}">
              </div>
            </fieldset>
            <fieldset><legend>Working hours</legend>
              <div class="row"><div class="field"><label for="set-work-start">Start</label><select id="set-work-start">${times.map((t) => opt(t, s.workStart)).join("")}</select></div>
              <div class="field"><label for="set-work-end">End</label><select id="set-work-end">${times.map((t) => opt(t, s.workEnd)).join("")}</select></div></div>
              <fieldset class="days"><legend>Working days</legend>${[1, 2, 3, 4, 5, 6, 0].map((d) => `<span class="check"><input type="checkbox" id="set-day-${D.DAYS[d].slice(0, 3).toLowerCase()}"${s.workDays.includes(d) ? " checked" : ""}><label for="set-day-${D.DAYS[d].slice(0, 3).toLowerCase()}">${D.DAYS[d]}</label></span>`).join("")}</fieldset>
            </fieldset>
            <fieldset><legend>View options</legend>
              <label for="set-week-start">Start week on</label><select id="set-week-start">${["Monday", "Sunday", "Saturday"].map((v) => opt(v, s.weekStart)).join("")}</select>
              <div class="check"><input type="checkbox" id="set-declined"${s.showDeclined ? " checked" : ""}><label for="set-declined">Show declined events</label></div>
            </fieldset>
            <div class="actions"><button type="submit" class="primary" id="settings-save">Save</button></div>
            <p id="settings-status" role="status"></p>
          </form>
        </main></div>`;
    on($("#set-zone2-on"), "change", () => { $("#zone2-fields").hidden = !$("#set-zone2-on").checked; });
    on($("#settings-form"), "submit", (ev) => {
      ev.preventDefault();
      const byLabel = (label) => (ZONES.find((z) => z.label === label) || ZONES[0]).id;
      s.zone = byLabel($("#set-zone").value);
      s.zone2On = $("#set-zone2-on").checked;
      s.zone2 = byLabel($("#set-zone2").value);
      s.zone2Label = $("#set-zone2-label").value.trim();
      s.workStart = $("#set-work-start").value;
      s.workEnd = $("#set-work-end").value;
      s.workDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => $(`#set-day-${D.DAYS[d].slice(0, 3).toLowerCase()}`).checked);
      s.weekStart = $("#set-week-start").value;
      s.showDeclined = $("#set-declined").checked;
      save();
      $("#settings-status").textContent = "Settings saved.";
    });
  };

  const searchView = (q) => {
    document.title = `Search: ${q} – Daybook Calendar`;
    const hits = [];
    for (let i = -14; i < 28; i += 1) {
      const d = D.add(TODAY, i);
      for (const e of instancesOn(d)) if (e.title.toLowerCase().includes(q.toLowerCase())) hits.push(e);
    }
    view().innerHTML = `<div class="layout">${sidebar(TODAY)}<main id="main" class="cal-main"><h1>Search results for ‘${esc(q)}’</h1>
      ${hits.length ? `<ul class="sched-list">${hits.map((e) => `<li><span class="sched-time">${D.long(e.day)}, ${e.start} – ${e.end}</span> <a href="#/event/${e.seriesId}/${e.day}">${esc(e.title)}</a></li>`).join("")}</ul>` : "<p>No events found.</p>"}</main></div>`;
  };

  const helpView = () => {
    document.title = "Help – Daybook Calendar";
    view().innerHTML = `<div class="layout">${sidebar(TODAY)}<main id="main" class="cal-main"><h1>Daybook help</h1>
      <p>Book rooms through the event editor. Rooms are shared across the organisation and checked when you save.</p>
      <p>For problems with your calendar, contact the IT service desk on extension 4400.</p></main></div>`;
  };

  // ---------- Router ----------
  const route = () => {
    const parts = (location.hash || "#/week/2026-03-16").replace(/^#\//, "").split("/");
    window.scrollTo(0, 0);
    const day = /^\d{4}-\d{2}-\d{2}$/.test(parts[1] || "") ? parts[1] : TODAY;
    if (parts[0] === "week" || parts[0] === "day") gridView(parts[0], day);
    else if (parts[0] === "schedule") scheduleView(day);
    else if (parts[0] === "event") detailsView(parts[1], parts[2]);
    else if (parts[0] === "edit") editorView(parts[1], parts[2]);
    else if (parts[0] === "new") editorView(null, day);
    else if (parts[0] === "settings") settingsView();
    else if (parts[0] === "search") searchView(decodeURIComponent(parts[1] || ""));
    else if (parts[0] === "help") helpView();
    else gridView("week", TODAY);
  };
  window.addEventListener("hashchange", route);
  document.addEventListener("DOMContentLoaded", () => {
    const search = document.getElementById("cal-search");
    search.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" && search.value.trim()) location.hash = `#/search/${encodeURIComponent(search.value.trim())}`;
    });
    route();
  });
})();
