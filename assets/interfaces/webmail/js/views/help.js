// Help centre: short articles with disclosure sections.

import { esc } from "../format.js";

const TOPICS = [
  {
    id: "getting-started",
    title: "Getting started",
    questions: [
      ["How do I write a new message?", "Choose “New message” at the top of the folder list. Start typing a name in To and pick the person from the suggestions."],
      ["How do I find an old email?", "Type words from the message, the sender's name or a file name into “Search mail” and press Enter. Spam and Trash aren't searched."],
    ],
  },
  {
    id: "folders",
    title: "Folders and organising",
    questions: [
      ["How do I move several messages at once?", "Tick the box at the start of each row, then use “Move to” above the list."],
      ["What happens when I empty Trash?", "Every message in Trash is deleted for good. This can't be undone."],
    ],
  },
  {
    id: "security",
    title: "Security checkup",
    questions: [
      ["How do I spot a fake email?", "Check the sender's address carefully. Larkspur Mail never asks for your password by email."],
      ["How do I block a sender?", "Open the message and choose “Block sender”, or add the address in Settings, Blocked senders."],
    ],
  },
  {
    id: "shortcuts",
    title: "Keyboard shortcuts",
    questions: [
      ["Which shortcuts are available?", "Tab and Shift+Tab move between controls. In menus and suggestion lists, use the arrow keys, Enter to choose and Escape to close."],
    ],
  },
  {
    id: "import",
    title: "Import mail",
    questions: [
      ["Can I bring my mail from another account?", "Yes. Imports of up to 10 GB are supported from most providers that offer IMAP."],
    ],
  },
  {
    id: "accessibility",
    title: "Accessibility statement",
    questions: [
      ["How accessible is Larkspur Mail?", "We aim to meet WCAG 2.2 level AA. Tell us about any problem through Help and we'll reply within 5 working days."],
    ],
  },
];

export function helpViewHtml(section) {
  const nav = TOPICS.map(
    (topic) => `<li><a href="#/help/${topic.id}" ${topic.id === section ? 'aria-current="page"' : ""}>${esc(topic.title)}</a></li>`,
  ).join("");
  const active = TOPICS.find((topic) => topic.id === section) || TOPICS[0];
  const questions = active.questions
    .map(([question, answer]) => `<details class="faq"><summary>${esc(question)}</summary><p>${esc(answer)}</p></details>`)
    .join("");
  return `
    <div class="help-view">
      <nav aria-label="Help topics" class="help-nav"><ul>${nav}</ul></nav>
      <section class="help-article" aria-labelledby="page-heading">
        <p class="breadcrumb">Help centre</p>
        <h1 id="page-heading" tabindex="-1">${esc(active.title)}</h1>
        ${questions}
        <p class="muted">Still stuck? Our support team answers within one working day.</p>
      </section>
    </div>`;
}
