// Markup shared by several views: breadcrumbs, page headings, summary lists, help aside.

import { esc } from "../format.js";
import { navigate } from "../shell.js";
import { writeDraft } from "../store.js";
import { activateErrorSummary, formValues } from "../widgets.js";

/** `trail` is a list of [label, href]; the current page is the last entry, without href. */
export function breadcrumbs(trail) {
  const items = trail
    .map(([label, href]) =>
      href ? `<li><a href="${href}">${esc(label)}</a></li>` : `<li aria-current="page">${esc(label)}</li>`,
    )
    .join("");
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items}</ol></nav>`;
}

export function pageHead(title, subtitle = "", actionsHtml = "") {
  return `<div class="page-head"><div><h1>${esc(title)}</h1>${subtitle ? `<p>${esc(subtitle)}</p>` : ""}</div>${actionsHtml}</div>`;
}

/** `rows` are {key, value (HTML), change?: {href, label}}. */
export function summaryList(rows, id = "") {
  const items = rows
    .map(
      (row) => `<div class="summary-row"><dt>${esc(row.key)}</dt><dd>${row.value}</dd>
        <dd>${row.change ? `<a href="${row.change.href}">Change<span class="visually-hidden"> ${esc(row.change.label)}</span></a>` : ""}</dd></div>`,
    )
    .join("");
  return `<dl class="summary-list"${id ? ` id="${id}"` : ""}>${items}</dl>`;
}

export function helpAside(title, paragraphs, links = []) {
  const text = paragraphs.map((paragraph) => `<p>${esc(paragraph)}</p>`).join("");
  const list = links.length
    ? `<ul class="link-list">${links.map(([label, href]) => `<li><a href="${href}">${esc(label)}</a></li>`).join("")}</ul>`
    : "";
  return `<div class="panel"><h2>${esc(title)}</h2>${text}${list}</div>`;
}

/**
 * Wires a form of a multi-page journey: its values are kept as a draft (so "Change" links
 * and the review page see them) and a valid submit goes on to `next`; an invalid one
 * re-renders `route`, which shows the error summary.
 */
export function mountDraftForm(root, { formId, draft, validate, route, next }) {
  activateErrorSummary(root);
  const form = root.querySelector(`#${formId}`);
  form.addEventListener("change", () => writeDraft(draft, formValues(form)));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const submitted = formValues(form);
    const errors = validate(submitted);
    writeDraft(draft, submitted, errors);
    navigate(Object.keys(errors).length ? route : next);
  });
  return form;
}
