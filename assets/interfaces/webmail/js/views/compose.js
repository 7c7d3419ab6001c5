// The compose view: new message, reply, reply all, forward and drafts, with recipients
// comboboxes, attachments and an error summary when the recipients are not valid.

import { ACCOUNT, CONTACTS, RECENT_FILES } from "../data.js";
import { addressList, esc, formatAddress, fullDate, paragraphsHtml, parseRecipients } from "../format.js";
import { attachmentChipHtml, fileIcon, icon } from "../icons.js";
import { getMessage, state } from "../store.js";
import { comboboxHtml } from "../widgets.js";

// The message being written; kept outside the DOM so re-renders do not lose it.
export const composeState = { key: "", draft: null, errors: [], returnTo: "#/inbox", savedAt: "" };

function quoteBlock(original, mode) {
  if (!original) return null;
  const header =
    mode === "forward"
      ? [
          "---------- Forwarded message ----------",
          `From: ${formatAddress(original.from)}`,
          `Date: ${fullDate(original.date)}`,
          `Subject: ${original.subject}`,
          `To: ${addressList(original.to)}`,
        ]
      : [`On ${fullDate(original.date)}, ${original.from.name || original.from.email} wrote:`];
  return { mode, header, body: original.body };
}

function prefixed(prefix, subject) {
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;
}

function withoutMe(people) {
  return people.filter((person) => person.email !== ACCOUNT.email);
}

// Builds the draft for a compose route: mode is "new", "reply", "reply-all", "forward",
// "draft" or "to" (a contact id).
export function newDraft(mode, id) {
  const empty = { id: null, to: "", cc: "", bcc: "", subject: "", body: "", attachments: [], quote: null, inReplyTo: null, showBcc: false };
  const original = id ? getMessage(id) : null;
  if (mode === "draft" && original) {
    return {
      ...empty,
      id: original.id,
      to: original.to.length ? `${addressList(original.to)}, ` : "",
      cc: original.cc.length ? `${addressList(original.cc)}` : "",
      subject: original.subject,
      body: original.body.join("\n\n"),
      attachments: [...original.attachments],
      quote: original.quote || null,
      inReplyTo: original.inReplyTo || null,
    };
  }
  if ((mode === "reply" || mode === "reply-all") && original) {
    const others = mode === "reply-all" ? withoutMe([...original.to, ...original.cc]) : [];
    return {
      ...empty,
      to: `${formatAddress(original.from)}, `,
      cc: others.length ? `${addressList(others)}, ` : "",
      subject: prefixed("Re:", original.subject),
      quote: quoteBlock(original, "reply"),
      inReplyTo: original.id,
    };
  }
  if (mode === "forward" && original) {
    return {
      ...empty,
      subject: prefixed("Fwd:", original.subject),
      attachments: [...original.attachments],
      quote: quoteBlock(original, "forward"),
    };
  }
  if (mode === "to") {
    const contact = CONTACTS.find((candidate) => candidate.id === id);
    return { ...empty, to: contact ? `${formatAddress(contact)}, ` : "" };
  }
  return empty;
}

export function headingFor(mode) {
  return {
    reply: "Reply",
    "reply-all": "Reply all",
    forward: "Forward message",
    draft: "Edit draft",
  }[mode] || "New message";
}

function errorFor(field) {
  return composeState.errors.find((error) => error.field === field);
}

function errorSummaryHtml() {
  if (!composeState.errors.length) return "";
  const items = composeState.errors
    .map((error) => `<li><a href="#${error.field}" data-action="focus-field" data-field="${error.field}">${esc(error.text)}</a></li>`)
    .join("");
  return `
    <div class="error-summary" id="compose-errors" role="alert" tabindex="-1" aria-labelledby="compose-errors-title">
      <h2 id="compose-errors-title">There is a problem</h2>
      <ul>${items}</ul>
    </div>`;
}

function recipientRow(id, label, value, extra = "") {
  const error = errorFor(id);
  const errorHtml = error ? `<p class="field-error" id="${id}-error"><span class="vh">Error:</span> ${esc(error.text)}</p>` : "";
  const combo = comboboxHtml({ id, value, describedBy: error ? `${id}-error` : "" });
  return `
    <div class="compose-row ${error ? "has-error" : ""}">
      <label for="${id}" class="compose-label">${label}</label>
      <div class="compose-field">${errorHtml}${combo}</div>
      ${extra}
    </div>`;
}

export function attachmentItemsHtml(attachments) {
  return attachments
    .map((file) =>
      attachmentChipHtml(
        file,
        `<button type="button" class="icon-button small" data-action="remove-attachment" data-file="${esc(file.name)}"
          aria-label="Remove ${esc(file.name)}" title="Remove">${icon("close")}</button>`,
      ),
    )
    .join("");
}

function attachMenuHtml(attachments) {
  const attached = new Set(attachments.map((file) => file.name));
  return RECENT_FILES.map(
    (file) => `
      <li role="menuitem" tabindex="-1" data-action="attach-file" data-file="${esc(file.name)}"
        ${attached.has(file.name) ? 'aria-disabled="true"' : ""}>
        ${fileIcon(file.name)}<span>${esc(file.name)}</span> <span class="menu-hint">${esc(file.size)}</span>
      </li>`,
  ).join("");
}

function signatureHtml(draft) {
  const signature = state.settings.signature;
  const isReply = Boolean(draft.quote);
  if (!signature.enabled || (isReply && !signature.replies)) return "";
  return `
    <section class="signature-preview" id="compose-signature" aria-labelledby="signature-heading">
      <h2 id="signature-heading">Signature <span class="muted">(added when you send)</span></h2>
      ${paragraphsHtml([signature.text])}
      <a href="#/settings/signature">Edit signature</a>
    </section>`;
}

function quoteHtml(quote) {
  if (!quote) return "";
  const title = quote.mode === "forward" ? "Forwarded message (included when you send)" : "Original message (included when you send)";
  return `
    <details class="quoted" id="quoted-original">
      <summary>${esc(title)}</summary>
      <div class="quoted-body">
        ${quote.header.map((line) => `<p class="quoted-header">${esc(line)}</p>`).join("")}
        <blockquote>${paragraphsHtml(quote.body)}</blockquote>
      </div>
    </details>`;
}

export function composeViewHtml(mode) {
  const { draft } = composeState;
  const saved = composeState.savedAt || (draft.id && mode === "draft" ? fullDate(getMessage(draft.id)?.date || "") : "");
  const bccRow = draft.showBcc
    ? recipientRow("compose-bcc", "Bcc", draft.bcc)
    : "";
  const ccToggle = draft.showBcc
    ? ""
    : `<button type="button" class="link-button" id="add-bcc" data-action="add-bcc">Add Bcc</button>`;
  return `
    <section class="compose" aria-labelledby="page-heading">
      <div class="compose-header">
        <h1 id="page-heading" tabindex="-1">${esc(headingFor(mode))}</h1>
        <p class="draft-state" id="draft-state">${saved ? `Draft saved ${esc(saved)}` : "Not saved yet"}</p>
      </div>
      ${errorSummaryHtml()}
      <form id="compose-form" class="compose-form" novalidate data-submit="send">
        <div class="compose-row">
          <label for="compose-from" class="compose-label">From</label>
          <div class="compose-field">
            <select id="compose-from"><option>${esc(formatAddress(ACCOUNT))}</option></select>
          </div>
        </div>
        ${recipientRow("compose-to", "To", draft.to, ccToggle)}
        ${recipientRow("compose-cc", "Cc", draft.cc)}
        ${bccRow}
        <div class="compose-row">
          <label for="compose-subject" class="compose-label">Subject</label>
          <div class="compose-field"><input type="text" id="compose-subject" value="${esc(draft.subject)}"></div>
        </div>
        <div class="compose-body">
          <label for="compose-body" class="vh">Message</label>
          <textarea id="compose-body" rows="8" placeholder="Write your message">${esc(draft.body)}</textarea>
        </div>
        ${signatureHtml(draft)}
        ${quoteHtml(draft.quote)}
        <section class="compose-attachments" aria-labelledby="attachments-title">
          <h2 id="attachments-title" class="${draft.attachments.length ? "" : "vh"}">Attachments</h2>
          <ul id="attachment-list" class="attachment-list">${attachmentItemsHtml(draft.attachments)}</ul>
        </section>
        <div class="compose-actions">
          <button type="submit" class="button primary" id="send-button">${icon("send")}Send</button>
          <div class="menu-wrap">
            <button type="button" class="button secondary" id="attach-button" data-action="toggle-menu"
              aria-haspopup="menu" aria-expanded="false" aria-controls="attach-menu">${icon("clip")}Attach file</button>
            <ul role="menu" id="attach-menu" class="menu menu-up" aria-label="Recent files" hidden>${attachMenuHtml(draft.attachments)}</ul>
          </div>
          <button type="button" class="button secondary" id="save-draft" data-action="save-draft">Save draft</button>
          <span class="spacer"></span>
          <button type="button" class="button quiet-danger" id="discard-draft" data-action="discard-draft">${icon("trash")}Discard</button>
        </div>
      </form>
    </section>`;
}

// Reads the form back into the draft (the DOM is the source of truth while editing).
export function readForm() {
  const { draft } = composeState;
  const value = (id) => document.getElementById(id)?.value ?? "";
  draft.to = value("compose-to");
  draft.cc = value("compose-cc");
  if (draft.showBcc) draft.bcc = value("compose-bcc");
  draft.subject = value("compose-subject");
  draft.body = value("compose-body");
  return draft;
}

const FIELD_LABELS = { "compose-to": "To", "compose-cc": "Cc", "compose-bcc": "Bcc" };

// Validation errors of the recipients, in the order of the fields.
export function validateDraft(draft) {
  const errors = [];
  const parsed = {};
  for (const [field, label] of Object.entries(FIELD_LABELS)) {
    const text = field === "compose-to" ? draft.to : field === "compose-cc" ? draft.cc : draft.bcc;
    parsed[field] = parseRecipients(text || "");
    for (const entry of parsed[field].invalid) {
      errors.push({
        field,
        text: `${label}: “${entry}” is not a complete email address. Enter it like name@example.com`,
      });
    }
  }
  const anyone = Object.values(parsed).some((result) => result.people.length);
  if (!anyone && !errors.length) {
    errors.push({ field: "compose-to", text: "Add at least one recipient in To" });
  }
  return {
    errors,
    to: parsed["compose-to"].people,
    cc: parsed["compose-cc"].people,
    bcc: parsed["compose-bcc"].people,
  };
}

// The body as stored: paragraphs separated by blank lines.
export function bodyParagraphs(text) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
