// Plain content pages: profile, help pages from the footer, and the signed-out page.
import { SERVICES } from "../data.js";
import { esc } from "../format.js";

const HELP = {
  status: {
    title: "IT service status",
    body: () => `<p>Live status of the services the desk supports, updated by Network Operations.</p>
      <table class="data-table"><thead><tr><th scope="col">Service</th><th scope="col">Status</th><th scope="col">Notes</th></tr></thead>
      <tbody>${SERVICES.map(
        (s) => `<tr><th scope="row">${esc(s.name)}</th><td>${{ outage: "Major outage", degraded: "Degraded", ok: "Operational" }[s.state]}</td><td>${esc(s.note || "-")}</td></tr>`,
      ).join("")}</tbody></table>`,
  },
  accessibility: {
    title: "Accessibility statement",
    body: () => `<p>Ashdown &amp; Pike wants everyone to be able to use Kestrel Service Desk. It is designed to meet WCAG 2.2 level AA.</p>
      <h2>What you can do</h2><ul><li>Use it with a keyboard alone.</li><li>Use it with JAWS, NVDA and VoiceOver.</li><li>Zoom to 400% without losing content.</li></ul>
      <h2>Known issues</h2><p>Some attachments uploaded by callers, such as scanned PDFs, may not be accessible.</p>
      <h2>Contact us</h2><p>Tell the service desk on ext. 4357 if something doesn't work for you.</p>`,
  },
  privacy: {
    title: "Privacy notice",
    body: () => `<p>Tickets hold the name, contact details and device of the person who raised them. They are kept for two years and then deleted.</p>
      <p>Only IT staff can read work notes. Callers see comments and the ticket's status.</p>`,
  },
  contact: {
    title: "Contact the service desk",
    body: () => `<dl class="facts"><dt>Phone</dt><dd>ext. 4357, or 020 7946 4357 from outside</dd>
      <dt>Hours</dt><dd>Monday to Friday, 07:00 to 19:00; on call out of hours for critical incidents</dd>
      <dt>Walk-up</dt><dd>London, 2nd floor by the lifts</dd></dl>`,
  },
  shortcuts: {
    title: "Keyboard shortcuts",
    body: () => `<table class="data-table"><thead><tr><th scope="col">Keys</th><th scope="col">Action</th></tr></thead><tbody>
      <tr><td>Arrow keys</td><td>Move between tabs, menu items and list options</td></tr>
      <tr><td>Escape</td><td>Close a menu, list or dialog</td></tr>
      <tr><td>Enter</td><td>Choose the highlighted option</td></tr></tbody></table>`,
  },
};

function simplePage(container, title, body) {
  container.innerHTML = `<div class="page narrow-page"><div class="panel prose"><h1 tabindex="-1">${esc(title)}</h1>${body}</div></div>`;
  return { title };
}

export function helpView({ container, params: [name] }) {
  const page = HELP[name];
  if (!page) return simplePage(container, "Page not found", `<p><a href="#/dashboard">Go to the dashboard</a></p>`);
  return simplePage(container, page.title, page.body());
}

export function profileView({ container }) {
  return simplePage(
    container,
    "My profile",
    `<dl class="facts"><dt>Name</dt><dd>Priya Raman</dd><dt>Job title</dt><dd>Service Desk Analyst</dd>
      <dt>Assignment groups</dt><dd>Service Desk - Tier 1</dd><dt>Email</dt><dd>priya.raman@ashdownpike.example</dd>
      <dt>Extension</dt><dd>4471</dd><dt>Location</dt><dd>London head office, 2nd floor</dd></dl>
      <p><a href="#/preferences" id="profile-preferences">Change your preferences</a></p>`,
  );
}

export function signedOutView({ container }) {
  return simplePage(
    container,
    "You have signed out",
    `<p>You have signed out of Kestrel Service Desk. Close the browser if you are on a shared computer.</p>
      <p><a class="button primary" href="#/dashboard" id="sign-in-again">Sign in again</a></p>`,
  );
}
