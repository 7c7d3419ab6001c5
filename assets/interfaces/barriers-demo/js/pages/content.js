// Plain content pages linked from the navigation and the footer.

import { escapeHtml } from "../format.js";

const PAGES = {
  "gift-vouchers": [
    "Gift vouchers",
    [
      "Give someone a night out. Ferrisham Live gift vouchers come in any amount from £10 to £200 and can be spent on any event at our eight venues.",
      "Vouchers are valid for two years from the date of purchase. Buy them at any box office or by calling 01632 960 450.",
    ],
  ],
  "getting-here": [
    "Getting here and parking",
    [
      "All city-centre venues are within ten minutes' walk of Ferrisham Central bus station. Park and ride runs from Ferrisham North every 12 minutes until 11:30pm on show nights.",
      "Blue Badge holders can park free in any council car park for up to four hours.",
    ],
  ],
  groups: [
    "Group and school bookings",
    [
      "Groups of 10 or more get one free ticket for every ten booked, for most events.",
      "Schools can book workshops and matinées at reduced prices. Email groups@ferrisham-live.example or call 01632 960 452.",
    ],
  ],
  refunds: [
    "Refunds and exchanges",
    [
      "You can cancel tickets up to 48 hours before the event. We refund the ticket price to your card less a £2.00 cancellation fee, or give you Ferrisham Live credit for the full ticket price.",
      "Exchanges to another performance of the same show cost £1.50 per ticket. Booking fees are not refundable.",
    ],
  ],
  terms: [
    "Terms of sale",
    [
      "Tickets are sold by Ferrisham City Council on behalf of the venues. A booking fee of £1.50 is charged per order.",
      "Latecomers may be admitted at a suitable break. Ticket resale above face value is not permitted.",
    ],
  ],
  about: [
    "About Ferrisham Live",
    [
      "Ferrisham Live is the city council's box office for eight venues and more than 400 events a year.",
      "Profits from booking fees fund free events such as the Lantern Festival Parade.",
    ],
  ],
  jobs: [
    "Work with us",
    [
      "We are recruiting box office assistants and front-of-house volunteers for the 2026 season.",
      "Current vacancies are listed on the Ferrisham City Council jobs page.",
    ],
  ],
  privacy: [
    "Privacy notice",
    [
      "We use your details to sell you tickets, send your tickets and tell you about changes to events you have booked.",
      "We only send marketing if you choose it in Preferences.",
    ],
  ],
  cookies: [
    "Cookies",
    [
      "We use essential cookies to keep your basket and sign-in working.",
      "We do not use advertising cookies.",
    ],
  ],
  social: [
    "Follow Ferrisham Live",
    ["Find us as @FerrishamLive for news, competitions and last-minute tickets."],
  ],
  "signed-out": [
    "You have signed out",
    ["Thanks for visiting Ferrisham Live. Your basket has been saved for 24 hours."],
  ],
  "account-deleted": [
    "Your account has been deleted",
    ["We have deleted your account and cancelled your upcoming bookings."],
  ],
};

export function render(container, { id }) {
  const page = PAGES[id];
  if (!page) return renderNotFound(container);
  const [title, paragraphs] = page;
  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › ${escapeHtml(title)}</div>
  <div class="text-page">
    <div class="fake-h1">${escapeHtml(title)}</div>
    ${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("")}
    <a href="#/events" id="content-whats-on">See what's on</a>
  </div>`;
  return null;
}

export function renderNotFound(container) {
  container.innerHTML = `
  <div class="text-page">
    <div class="fake-h1">Page not found</div>
    <p>The page you asked for does not exist or has moved.</p>
    <a href="#/home" id="notfound-home">Go to the home page</a>
  </div>`;
  return null;
}
