// Ticket page: header with an Actions menu button, tabs (Details, Activity, Related), an
// editable details form with validation, comments and work notes, knowledge suggestions.
import { AGENTS, CATEGORIES, GROUPS, HOLD_REASONS, KB_ARTICLES, ME, PRIORITIES, STATUSES } from "../data.js";
import * as dialogs from "../dialogs.js";
import {
  agent, agentName, category, esc, groupName, isOpen, longDate, person, priority, shortDate,
  site, slaSentence, slaState, status,
} from "../format.js";
import { navigate } from "../router.js";
import * as store from "../store.js";
import { slaBadge } from "./dashboard.js";
import { scoreArticle } from "./kb.js";
import { announce, badge, clearErrors, combobox, menuButton, options, showErrors, tabs } from "../widgets.js";

const KIND_LABEL = { comment: "Comment", note: "Work note", system: "Update" };

function metaMarkup(t) {
  const prio = priority(t.priority);
  const owner = t.assignee ? agentName(t.assignee) : "Unassigned";
  return `<ul class="meta-list">
    <li><span class="meta-label">Status</span> ${badge(t.status, status(t.status).name)}${
      t.status === "on-hold" && t.holdReason ? ` <span class="muted">${esc(t.holdReason)}</span>` : ""
    }</li>
    <li><span class="meta-label">Priority</span> <span class="prio prio-${t.priority}">${esc(prio.name)}</span></li>
    <li><span class="meta-label">Assigned to</span> ${esc(owner)} <span class="muted">· ${esc(groupName(t.group))}</span></li>
    <li><span class="meta-label">Opened</span> ${shortDate(t.opened)}</li>
    <li><span class="meta-label">Updated</span> ${shortDate(t.updated)}</li>
  </ul>`;
}

function activityMarkup(t) {
  return [...t.activity]
    .reverse()
    .map(
      (a) => `<li class="activity activity-${a.kind}">
        <div class="activity-head"><span class="activity-author">${esc(a.author)}</span>
        <span class="activity-kind kind-${a.kind}">${KIND_LABEL[a.kind]}</span>
        <span class="muted">${longDate(a.at)}</span></div>
        <p class="activity-text">${esc(a.text).replace(/\n/g, "<br>")}</p></li>`,
    )
    .join("");
}

function sideMarkup(t) {
  const caller = person(t.caller);
  const email = `${caller.name.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ /g, ".")}@ashdownpike.example`;
  const sla = slaState(t);
  const files = t.attachments || [];
  return `<section class="side-card" aria-labelledby="side-caller">
      <h2 id="side-caller">Caller</h2>
      <p class="strong">${esc(caller.name)}</p>
      <p class="muted">${esc(caller.dept || "IT")} · ${esc(site(caller.site || "london").name)}</p>
      <p><a href="mailto:${email}" id="caller-email">${email}</a></p>
      <p>Contact number: ${esc(t.contact || caller.phone || "")}</p>
    </section>
    <section class="side-card" aria-labelledby="side-sla">
      <h2 id="side-sla">Resolution SLA</h2>
      <p>${isOpen(t) ? slaBadge(t) : ""} ${esc(slaSentence(t))}</p>
      <p class="muted">Target for ${esc(priority(t.priority).name)}: ${priority(t.priority).hours} hours from ${shortDate(t.opened)}</p>
      ${sla.key === "breached" ? `<p class="sla-warning">Update the caller and your team lead.</p>` : ""}
    </section>
    <section class="side-card" aria-labelledby="side-files">
      <h2 id="side-files">Attachments (${files.length})</h2>
      ${
        files.length
          ? `<ul class="file-list">${files
              .map((f) => `<li><a href="attachments/${esc(f.file)}" download id="file-${esc(f.file.replace(/\W/g, "-"))}">${esc(f.file)}</a> <span class="muted">${esc(f.size)}</span></li>`)
              .join("")}</ul>`
          : `<p class="muted">No attachments</p>`
      }
    </section>`;
}

function relatedTickets(t) {
  const others = store.tickets().filter((o) => o.id !== t.id && o.caller === t.caller);
  const duplicates = others.filter((o) => isOpen(o) && o.subcategory === t.subcategory);
  return { duplicates, history: others.filter((o) => !duplicates.includes(o)) };
}

function suggestions(t) {
  const text = `${t.short} ${t.description} ${t.subcategory}`.toLowerCase();
  return KB_ARTICLES.map((a) => ({ a, score: scoreArticle(a, text) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.a.id.localeCompare(y.a.id))
    .slice(0, 3)
    .map((x) => x.a);
}

function ticketTable(list, id) {
  if (!list.length) return `<p class="muted">None.</p>`;
  return `<table class="data-table compact" id="${id}"><thead><tr><th scope="col">Number</th><th scope="col">Short description</th>
    <th scope="col">Status</th><th scope="col">Opened</th></tr></thead><tbody>${list
      .map(
        (o) => `<tr><th scope="row"><a href="#/tickets/${o.id}" id="${id}-${o.id}">${o.id}</a></th><td>${esc(o.short)}</td>
        <td>${esc(status(o.status).name)}</td><td class="nowrap">${shortDate(o.opened)}</td></tr>`,
      )
      .join("")}</tbody></table>`;
}

function relatedMarkup(t, shared) {
  const articles = suggestions(t);
  const { duplicates, history } = relatedTickets(t);
  const caller = person(t.caller).name;
  return `<section aria-labelledby="kb-suggest-heading">
      <h2 id="kb-suggest-heading" class="section-title">Suggested knowledge articles</h2>
      ${
        articles.length
          ? `<ul class="suggestion-list">${articles
              .map(
                (a) => `<li><div><a href="#/kb/${a.id}" id="related-${a.id}">${esc(a.title)}</a>
                <span class="muted">${a.id} · ${esc(a.category)}</span><p>${esc(a.summary)}</p></div>
                ${
                  shared.has(a.id)
                    ? `<span class="shared-note">Shared with caller</span>`
                    : `<button type="button" class="button small secondary" id="share-${a.id}" data-article="${a.id}">Share with caller<span class="visually-hidden">: ${esc(a.title)}</span></button>`
                }</li>`,
              )
              .join("")}</ul>`
          : `<p class="muted">No matching articles.</p>`
      }
    </section>
    <section aria-labelledby="dup-heading">
      <h2 id="dup-heading" class="section-title">Possible duplicates</h2>
      <p class="muted">Open tickets from ${esc(caller)} about ${esc(t.subcategory)}.</p>
      ${ticketTable(duplicates, "duplicates")}
    </section>
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" class="section-title">Other tickets from ${esc(caller)}</h2>
      ${ticketTable(history, "caller-history")}
    </section>
    <section aria-labelledby="ci-heading">
      <h2 id="ci-heading" class="section-title">Configuration item</h2>
      <p>${t.ci ? `<span class="mono">${esc(t.ci)}</span>` : `<span class="muted">None recorded</span>`}</p>
    </section>`;
}

function relatedCount(t) {
  const { duplicates, history } = relatedTickets(t);
  return suggestions(t).length + duplicates.length + history.length;
}

function agentChoices(groupId) {
  return AGENTS.filter((a) => a.group === groupId).map((a) => ({ id: a.id, label: a.name, detail: `ext. ${a.ext}` }));
}

function statusChoices(t) {
  const editable = STATUSES.filter((s) => ["new", "in-progress", "on-hold"].includes(s.id));
  return isOpen(t) ? editable : [...editable, status(t.status)];
}

function detailsMarkup(t) {
  const cat = category(t.category);
  const locked = isOpen(t) ? "" : " disabled";
  return `<div class="error-summary" id="details-errors" role="alert" aria-atomic="true" tabindex="-1" hidden></div>
    <form id="details-form" class="form-grid" novalidate>
      <div class="field"><label for="f-caller">Caller</label>
        <input id="f-caller" class="field-control" type="text" value="${esc(person(t.caller).name)}" readonly></div>
      <div class="field"><label for="f-ci">Configuration item</label>
        <input id="f-ci" class="field-control" type="text" value="${esc(t.ci)}" readonly></div>
      <div class="field"><label for="f-category">Category</label>
        <select id="f-category" class="field-control"${locked}>${options(CATEGORIES, t.category)}</select></div>
      <div class="field"><label for="f-subcategory">Subcategory</label>
        <select id="f-subcategory" class="field-control"${locked}>${options(cat.subcategories, t.subcategory)}</select></div>
      <div class="field"><label for="f-priority">Priority</label>
        <select id="f-priority" class="field-control"${locked}>${options(PRIORITIES, t.priority)}</select></div>
      <div class="field"><label for="f-status">Status</label>
        <select id="f-status" class="field-control"${locked}>${options(statusChoices(t), t.status)}</select></div>
      <div class="field" id="hold-reason-field"${t.status === "on-hold" ? "" : " hidden"}><label for="f-hold-reason">On-hold reason</label>
        <select id="f-hold-reason" class="field-control"${locked}>${options(HOLD_REASONS, t.holdReason || "", "Choose a reason")}</select></div>
      <div class="field"><label for="f-group">Assignment group</label>
        <select id="f-group" class="field-control"${locked}>${options(GROUPS, t.group)}</select></div>
      <div class="field combo-field"><label for="f-assignee" id="f-assignee-label">Assigned to</label>
        <div class="combo field-control">
          <input id="f-assignee" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false"
            aria-controls="f-assignee-list" autocomplete="off" value="${esc(agentName(t.assignee))}"
            placeholder="Type a name"${locked}>
          <button type="button" class="combo-toggle" id="f-assignee-toggle" tabindex="-1" aria-label="Show people in the group"${locked}>
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 4l4 4 4-4z"/></svg></button>
          <ul class="listbox" id="f-assignee-list" role="listbox" aria-labelledby="f-assignee-label" hidden></ul>
        </div></div>
      <div class="field span-2"><label for="f-short">Short description</label>
        <input id="f-short" class="field-control" type="text" value="${esc(t.short)}" maxlength="100"${locked}></div>
      <div class="field span-2"><label for="f-description">Description</label>
        <textarea id="f-description" class="field-control" rows="3"${locked}>${esc(t.description)}</textarea></div>
      <div class="form-actions span-2">
        <button type="submit" class="button primary" id="details-save"${locked}>Save changes</button>
        <button type="button" class="button secondary" id="details-discard"${locked}>Discard changes</button>
      </div>
    </form>`;
}

function activityPanelMarkup(t) {
  const caller = person(t.caller).name;
  return `<form id="post-form" class="compose" novalidate>
      <div class="error-summary" id="post-errors" role="alert" aria-atomic="true" tabindex="-1" hidden></div>
      <fieldset class="radio-row"><legend>Add to the activity</legend>
        <span class="radio"><input type="radio" name="post-type" id="post-type-comment" value="comment" checked>
        <label for="post-type-comment">Comment (emailed to ${esc(caller)})</label></span>
        <span class="radio"><input type="radio" name="post-type" id="post-type-note" value="note">
        <label for="post-type-note">Work note (internal only)</label></span>
      </fieldset>
      <div class="field"><label for="post-text" id="post-text-label">Comment</label>
        <textarea id="post-text" class="field-control" rows="3"></textarea></div>
      <button type="submit" class="button primary" id="post-submit">Post comment</button>
    </form>
    <h2 class="section-title" id="history-title">History</h2>
    <ol class="activity-list" id="activity-list" aria-labelledby="history-title">${activityMarkup(t)}</ol>`;
}

function menuMarkup(t) {
  const open = isOpen(t);
  const item = (id, label, enabled, extra = "") =>
    `<li role="none"><button type="button" role="menuitem" tabindex="-1" id="${id}"${enabled ? "" : ' aria-disabled="true"'}${extra}>${label}</button></li>`;
  return [
    item("menu-assign-me", "Assign to me", open && t.assignee !== ME),
    item("menu-escalate", "Escalate…", open),
    item("menu-resolve", "Resolve…", open),
    item("menu-close", "Close ticket…", t.status !== "closed"),
    `<li role="separator"></li>`,
    item("menu-delete", "Delete ticket…", true, ' class="danger-item"'),
  ].join("");
}

export function ticketView({ container, params: [id] }) {
  const t = store.ticket(id);
  if (!t) {
    container.innerHTML = `<div class="page narrow-page"><h1 tabindex="-1">Ticket ${esc(id)} not found</h1>
      <p>It may have been deleted or the number is wrong.</p><p><a href="#/tickets" id="back-to-queue">Back to the ticket queue</a></p></div>`;
    return { title: "Ticket not found" };
  }
  const shared = new Set();
  container.innerHTML = `<div class="page">
    <nav class="breadcrumb" aria-label="Breadcrumb"><ol>
      <li><a href="#/tickets" id="crumb-queue">Ticket queue</a></li><li><span aria-current="page">${t.id}</span></li></ol></nav>
    <div class="ticket-head">
      <div class="ticket-title">
        <h1 tabindex="-1"><span class="ticket-number">${t.id}</span> <span id="ticket-short">${esc(t.short)}</span></h1>
        <div id="ticket-meta">${metaMarkup(t)}</div>
      </div>
      <div class="ticket-tools">
        <button type="button" class="button secondary" id="follow-button" aria-pressed="${store.isFollowing(t.id)}">Follow</button>
        <div class="popover-root" data-menu-root>
          <button type="button" class="button primary" id="actions-button" aria-haspopup="menu" aria-expanded="false" aria-controls="actions-menu">Actions
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 4l4 4 4-4z"/></svg></button>
          <ul class="menu menu-right" id="actions-menu" role="menu" aria-labelledby="actions-button" hidden>${menuMarkup(t)}</ul>
        </div>
      </div>
    </div>
    <div class="ticket-layout">
      <div class="ticket-main">
        <div class="tabs" role="tablist" aria-label="Ticket ${t.id}" id="ticket-tabs">
          <button type="button" role="tab" id="tab-details" aria-selected="true" aria-controls="panel-details">Details</button>
          <button type="button" role="tab" id="tab-activity" aria-selected="false" tabindex="-1" aria-controls="panel-activity">Activity <span class="tab-count" id="activity-count">(${t.activity.length})</span></button>
          <button type="button" role="tab" id="tab-related" aria-selected="false" tabindex="-1" aria-controls="panel-related">Related <span class="tab-count" id="related-count">(${relatedCount(t)})</span></button>
        </div>
        <div class="tab-panel" role="tabpanel" id="panel-details" aria-labelledby="tab-details">${detailsMarkup(t)}</div>
        <div class="tab-panel" role="tabpanel" id="panel-activity" aria-labelledby="tab-activity" hidden>${activityPanelMarkup(t)}</div>
        <div class="tab-panel" role="tabpanel" id="panel-related" aria-labelledby="tab-related" hidden>${relatedMarkup(t, shared)}</div>
      </div>
      <aside class="ticket-side" id="ticket-side" aria-label="Caller, SLA and attachments">${sideMarkup(t)}</aside>
    </div>
  </div>`;

  const $ = (selector) => container.querySelector(selector);
  tabs($("#ticket-tabs"));

  // After a change: the header, side panel, history and counts show the stored ticket.
  function refresh() {
    $("#ticket-short").textContent = t.short;
    $("#ticket-meta").innerHTML = metaMarkup(t);
    $("#ticket-side").innerHTML = sideMarkup(t);
    $("#activity-list").innerHTML = activityMarkup(t);
    $("#activity-count").textContent = `(${t.activity.length})`;
    for (const item of $("#actions-menu").querySelectorAll('[role="menuitem"]')) {
      const enabled = { "menu-assign-me": isOpen(t) && t.assignee !== ME, "menu-escalate": isOpen(t), "menu-resolve": isOpen(t) }[item.id];
      if (enabled === false) item.setAttribute("aria-disabled", "true");
      else if (enabled) item.removeAttribute("aria-disabled");
    }
  }

  // ---- Details form ----
  const form = $("#details-form");
  const summary = $("#details-errors");
  const field = (name) => $(`#f-${name}`);
  const assigneeBox = combobox(field("assignee"), $("#f-assignee-list"), $("#f-assignee-toggle"), () => agentChoices(field("group").value));

  field("category").addEventListener("change", () => {
    field("subcategory").innerHTML = options(category(field("category").value).subcategories, "");
  });
  field("status").addEventListener("change", () => {
    // The on-hold reason appears without an announcement, as the field policy reveals it.
    $("#hold-reason-field").hidden = field("status").value !== "on-hold";
  });
  field("group").addEventListener("change", () => {
    // Whoever was assigned is cleared when they are not in the new group (not announced).
    const member = AGENTS.find((a) => a.name === field("assignee").value);
    if (member && member.group !== field("group").value) field("assignee").value = "";
    assigneeBox.close();
  });

  function readForm() {
    const groupId = field("group").value;
    const name = field("assignee").value.trim();
    const assignee = AGENTS.find((a) => a.group === groupId && a.name.toLowerCase() === name.toLowerCase());
    const errors = [];
    if (!field("subcategory").value) errors.push({ field: "f-subcategory", message: "Choose a subcategory" });
    if (field("status").value === "on-hold" && !field("hold-reason").value)
      errors.push({ field: "f-hold-reason", message: "Choose an on-hold reason" });
    if (name && !assignee)
      errors.push({ field: "f-assignee", message: `Choose someone in ${groupName(groupId)} from the list, or leave Assigned to empty` });
    if (!field("short").value.trim()) errors.push({ field: "f-short", message: "Enter a short description" });
    const values = {
      category: field("category").value,
      subcategory: field("subcategory").value,
      priority: field("priority").value,
      status: field("status").value,
      holdReason: field("status").value === "on-hold" ? field("hold-reason").value : "",
      group: groupId,
      assignee: assignee ? assignee.id : "",
      short: field("short").value.trim(),
      description: field("description").value.trim(),
    };
    return { errors, values };
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const { errors, values } = readForm();
    if (showErrors(form, summary, errors)) return;
    if (!store.updateTicket(t.id, values, dialogs.describeChange)) {
      announce(`No changes to save on ${t.id}`);
      return;
    }
    refresh();
    announce(`Ticket ${t.id} updated`);
  });

  function fillForm() {
    clearErrors(form, summary);
    field("category").value = t.category;
    field("subcategory").innerHTML = options(category(t.category).subcategories, t.subcategory);
    field("priority").value = t.priority;
    field("status").value = t.status;
    field("hold-reason").value = t.holdReason || "";
    $("#hold-reason-field").hidden = t.status !== "on-hold";
    field("group").value = t.group;
    field("assignee").value = agentName(t.assignee);
    field("short").value = t.short;
    field("description").value = t.description;
  }
  $("#details-discard").addEventListener("click", () => {
    fillForm();
    announce("Changes discarded");
  });

  // ---- Activity: comments and work notes ----
  const postForm = $("#post-form");
  postForm.addEventListener("change", (event) => {
    if (event.target.name !== "post-type") return;
    const note = event.target.value === "note";
    $("#post-text-label").textContent = note ? "Work note" : "Comment";
    $("#post-submit").textContent = note ? "Post work note" : "Post comment";
  });
  postForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("#post-text").value.trim();
    const kind = postForm.querySelector('[name="post-type"]:checked').value;
    const fieldErrors = [{ field: "post-text", message: kind === "note" ? "Write the work note before posting" : "Write the comment before posting" }];
    if (showErrors(postForm, $("#post-errors"), text ? [] : fieldErrors)) return;
    store.addActivity(t.id, kind, text);
    $("#post-text").value = "";
    refresh();
    announce(kind === "note" ? `Work note added to ${t.id}` : `Comment added to ${t.id} and emailed to ${person(t.caller).name}`);
  });

  // ---- Related: share a knowledge article with the caller ----
  function bindShareButtons() {
    for (const button of container.querySelectorAll("[data-article]")) {
      button.addEventListener("click", () => {
        const article = KB_ARTICLES.find((a) => a.id === button.dataset.article);
        store.addActivity(t.id, "comment", `This article should help: “${article.title}” (${article.id}).`);
        shared.add(article.id);
        $("#panel-related").innerHTML = relatedMarkup(t, shared);
        bindShareButtons();
        refresh();
        announce(`${article.id} shared with ${person(t.caller).name} as a comment`);
      });
    }
  }
  bindShareButtons();

  // ---- Header: follow and the Actions menu ----
  $("#follow-button").addEventListener("click", (event) => {
    const on = event.currentTarget.getAttribute("aria-pressed") !== "true";
    event.currentTarget.setAttribute("aria-pressed", String(on));
    store.setFollowing(t.id, on);
    announce(on ? `You're following ${t.id}` : `You've stopped following ${t.id}`);
  });

  const afterDialog = (message, { deleted } = {}) => {
    if (deleted) navigate("#/tickets", message);
    else navigate(`#/tickets/${t.id}`, message);
  };
  const actions = {
    "menu-assign-me": () => {
      const me = agent(ME);
      const keepGroup = t.group === me.group;
      store.updateTicket(
        t.id,
        { group: keepGroup ? t.group : me.group, assignee: ME, status: t.status === "new" ? "in-progress" : t.status },
        dialogs.describeChange,
      );
      fillForm();
      refresh();
      announce(`${t.id} assigned to you`);
    },
    "menu-escalate": () => dialogs.openEscalate(t, afterDialog),
    "menu-resolve": () => dialogs.openResolve(t, afterDialog),
    "menu-close": () => dialogs.openClose(t, afterDialog),
    "menu-delete": () => dialogs.openDelete(t, afterDialog),
  };
  menuButton($("#actions-button"), $("#actions-menu"), (item) => actions[item.id]());

  return { title: `${t.id} ${t.short}` };
}
