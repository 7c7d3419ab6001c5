// Help and contact: rebuilt to the standard. Headings, disclosure widgets, a form with
// labels and hints, an error summary that takes focus and links to each field, inline
// errors tied to their fields, and a status message announced politely.

import { USER } from "../data.js";
import { escapeHtml } from "../format.js";
import { load, update } from "../store.js";
import { $, isEmail } from "../widgets.js";

const FAQS = [
  [
    "Can I get a refund if I can't go?",
    "You can cancel up to 48 hours before the event from My bookings. Refunds to your card have a £2.00 cancellation fee; choose Ferrisham Live credit instead and you get the full ticket price back.",
  ],
  [
    "Can I change my tickets to another date?",
    "Yes, you can exchange tickets for another performance of the same show for £1.50 per ticket, subject to availability.",
  ],
  [
    "How do I book a wheelchair space?",
    "With an Access Pass you can book wheelchair spaces online. Without one, call the access line on 01632 960 451.",
  ],
  [
    "My e-tickets haven't arrived.",
    "Check your spam folder, then download them again from My bookings. The box office can also reprint them on the day.",
  ],
  [
    "Can I bring an assistance dog?",
    "Assistance dogs are welcome at every venue. Tell us when you book so we can seat you with space for your dog.",
  ],
  [
    "Do you sell gift vouchers?",
    "Yes, from £10 to £200. They can be used at all eight venues and are valid for two years.",
  ],
];

const TOPICS = [
  "An existing booking",
  "Access and assistance",
  "Refunds and exchanges",
  "Gift vouchers",
  "Something else",
];

const ENQUIRY_REFERENCE = "ENQ-58231";

export function render(container) {
  const faqs = FAQS.map(
    ([question, answer], i) =>
      `<details id="faq-${i + 1}"><summary>${escapeHtml(question)}</summary><p>${escapeHtml(answer)}</p></details>`,
  ).join("");
  const topics = TOPICS.map((topic) => `<option>${escapeHtml(topic)}</option>`).join("");
  container.innerHTML = `
  <nav aria-label="Breadcrumb" class="crumbs"><a href="#/home" id="crumb-home">Home</a> › Help and contact</nav>
  <div class="good-page columns">
    <div class="col-main">
      <h1>Help and contact</h1>
      <h2>Questions and answers</h2>
      <div class="faqs">${faqs}</div>
      <h2 id="contact-heading">Contact the box office</h2>
      <p>We reply within two working days.</p>
      <div class="error-summary" role="alert" tabindex="-1" id="contact-errors" hidden></div>
      <form id="contact-form" novalidate aria-labelledby="contact-heading">
        <div class="gov-field"><label for="contact-name">Your name</label>
          <input type="text" id="contact-name" value="${USER.firstName} ${USER.lastName}" autocomplete="name"></div>
        <div class="gov-field"><label for="contact-email">Your email address</label>
          <input type="email" id="contact-email" value="${USER.email}" autocomplete="email"></div>
        <div class="gov-field"><label for="contact-topic">What is your question about?</label>
          <select id="contact-topic"><option value="">Choose a topic</option>${topics}</select></div>
        <div class="gov-field" id="contact-ref-group"><label for="contact-ref">Booking reference (optional)</label>
          <div class="field-hint" id="contact-ref-hint">Starts with FL-, for example FL-301228</div>
          <input type="text" id="contact-ref" aria-describedby="contact-ref-hint" autocomplete="off"></div>
        <div class="gov-field"><label for="contact-message">Your message</label>
          <textarea id="contact-message" rows="5"></textarea></div>
        <button type="submit" class="btn btn-coral" id="contact-send">Send message</button>
      </form>
      <div role="status" class="status-message" id="contact-status"></div>
    </div>
    <aside class="col-side" aria-labelledby="box-office-heading">
      <div class="side-box">
        <h2 id="box-office-heading">Box office</h2>
        <p>Phone 01632 960 450<br>Monday to Saturday, 10am to 6pm</p>
        <p>Text relay: 18001 01632 960 450</p>
        <p>Ferrisham Corn Exchange, Market Square, FR1 1AB</p>
      </div>
    </aside>
  </div>`;
  $("#contact-form").addEventListener("submit", (e) => {
    e.preventDefault();
    send();
  });
  return "Help and contact – Ferrisham Live";
}

function validate(values) {
  const errors = [];
  if (!values.name) errors.push(["contact-name", "Enter your name"]);
  if (!isEmail(values.email)) {
    errors.push(["contact-email", "Enter an email address in the correct format, like name@example.com"]);
  }
  if (!values.topic) errors.push(["contact-topic", "Choose what your question is about"]);
  if (values.ref && !/^FL-\d{6}$/i.test(values.ref)) {
    errors.push(["contact-ref", "Enter the booking reference as FL- followed by 6 numbers, like FL-301228"]);
  }
  if (values.message.length < 10) errors.push(["contact-message", "Enter your message"]);
  return errors;
}

function send() {
  const values = {
    name: $("#contact-name").value.trim(),
    email: $("#contact-email").value.trim(),
    topic: $("#contact-topic").value,
    ref: $("#contact-ref").value.trim(),
    message: $("#contact-message").value.trim(),
  };
  const errors = validate(values);
  for (const element of document.querySelectorAll(".inline-error")) element.remove();
  for (const id of ["contact-name", "contact-email", "contact-topic", "contact-ref", "contact-message"]) {
    const field = $(`#${id}`);
    const error = errors.find(([fieldId]) => fieldId === id);
    field.setAttribute("aria-invalid", String(Boolean(error)));
    const hint = id === "contact-ref" ? "contact-ref-hint " : "";
    if (error) {
      field.insertAdjacentHTML(
        "beforebegin",
        `<p class="inline-error" id="${id}-error"><span class="visually-hidden">Error:</span> ${error[1]}</p>`,
      );
      field.setAttribute("aria-describedby", `${hint}${id}-error`.trim());
    } else if (hint) {
      field.setAttribute("aria-describedby", hint.trim());
    } else {
      field.removeAttribute("aria-describedby");
    }
    field.closest(".gov-field").classList.toggle("has-error", Boolean(error));
  }
  const summary = $("#contact-errors");
  if (errors.length) {
    summary.hidden = false;
    summary.innerHTML = `<h2>There is a problem</h2><ul>${errors
      .map(([id, text]) => `<li><a href="#" id="summary-${id}">${text}</a></li>`)
      .join("")}</ul>`;
    for (const [id] of errors) {
      $(`#summary-${id}`).addEventListener("click", (e) => {
        e.preventDefault();
        $(`#${id}`).focus();
      });
    }
    summary.focus();
    return;
  }
  summary.hidden = true;
  summary.innerHTML = "";
  const count = load().enquiries.length;
  const reference = count === 0 ? ENQUIRY_REFERENCE : `ENQ-${58231 + count}`;
  update((state) => {
    state.enquiries.push({ ...values, reference });
  });
  $("#contact-ref").value = "";
  $("#contact-message").value = "";
  $("#contact-topic").value = "";
  $("#contact-status").textContent = `Message sent. Your reference is ${reference}. We'll reply to ${values.email} by Wednesday 18 March.`;
}
