// Secure messages from the bank.

import { MESSAGES } from "../data.js";
import { esc, fullDate, shortDate } from "../format.js";
import { save, state } from "../store.js";
import { breadcrumbs, helpAside, pageHead } from "./common.js";

function isUnread(message) {
  return message.unread && !state.readMessages.includes(message.id);
}

export function messagesView() {
  const items = MESSAGES.map(
    (message) => `<li class="${isUnread(message) ? "unread" : ""}"><a href="#/messages/${message.id}">${esc(message.subject)}${isUnread(message) ? '<span class="visually-hidden"> (unread)</span>' : ""}</a>
      <span class="muted small">${shortDate(message.date)}</span></li>`,
  ).join("");
  return {
    title: "Messages",
    section: "",
    html: `${pageHead("Messages", "Secure messages from Larchfield Bank.")}
      <div class="layout"><div class="panel"><ul class="message-list">${items}</ul></div>
      <aside class="aside" aria-label="About messages">
        ${helpAside("We'll never ask for your security details", ["Our messages never ask for your password, PIN or one-time passcodes."], [["Contact us", "#/help/contact"]])}
      </aside></div>`,
  };
}

export function messageView({ params }) {
  const message = MESSAGES.find((item) => item.id === params.id);
  if (!message) return { redirect: "#/messages" };
  if (!state.readMessages.includes(message.id) && message.unread) {
    state.readMessages.push(message.id);
    save();
  }
  return {
    title: message.subject,
    section: "",
    html: `${breadcrumbs([["Messages", "#/messages"], [message.subject]])}
      ${pageHead(message.subject, fullDate(message.date))}
      <div class="panel" style="max-width:820px"><p>Dear Eleanor,</p><p>${esc(message.body)}</p><p>Kind regards,<br>Larchfield Bank</p>
        <p><a href="#/messages" id="back-to-messages">Back to messages</a></p></div>`,
  };
}
