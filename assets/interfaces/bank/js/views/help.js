// Help and support topics, and the signed-out page.

import { esc } from "../format.js";
import { breadcrumbs, helpAside, pageHead } from "./common.js";

const TOPICS = {
  payments: ["Help with payments", ["Payments to UK accounts usually arrive within 2 hours.", "You can schedule a payment up to 12 months ahead.", "If you sent money to the wrong account, call us straight away on 0345 600 2710."]],
  security: ["Security centre", ["We'll never ask you to move money to a 'safe account'.", "If you think you've been scammed, call us on 0345 600 2710 or 159.", "Freeze your card in Cards if you can't find it."]],
  savings: ["Savings and ISAs", ["Our 1 Year Fixed Saver pays 4.20% AER on balances from £1,000.", "You can pay up to £20,000 into ISAs each tax year."]],
  contact: ["Contact us", ["Call 0345 600 2710, 8am to 8pm, 7 days a week.", "From abroad, call +44 113 496 0710.", "Text relay: 18001 0345 600 2710."]],
  accessibility: ["Accessibility", ["You can change text size, contrast and how long you stay signed in under Settings, Accessibility.", "We can send statements in large print, braille or audio."]],
  privacy: ["Privacy notice", ["We use your information to run your accounts, prevent fraud and meet our legal duties."]],
  cookies: ["Cookies", ["Online banking only uses cookies that are needed for it to work securely."]],
  branches: ["Find a branch", ["Leeds Park Row: 1 Park Row, Leeds LS1 5AB. Monday to Friday 9am to 5pm, Saturday 9am to 1pm.", "Headingley: 22 Otley Road, Leeds LS6 2AD. Monday to Friday 9:30am to 4:30pm."]],
  business: ["Business banking", ["Business customers sign in to Larchfield Business Online. Your personal banking login doesn't work there."]],
  private: ["Private banking", ["Private banking customers have a dedicated relationship manager. Call 0345 600 2799."]],
  "lost-card": ["Lost or stolen cards", ["Call us any time on 0345 600 2710 to report a lost or stolen card.", "We'll cancel it and send a replacement within 3 working days."]],
  pin: ["View your PIN", ["For your security, you can view your PIN in the Larchfield mobile app."]],
  "close-account": ["Closing an account", ["To close an account, call us on 0345 600 2710 or visit a branch. Move any regular payments first."]],
  "not-found": ["Page not found", ["We couldn't find that page. Check the address, or use the menu above."]],
};

export function helpView({ params }) {
  const key = params.topic || "";
  const [title, paragraphs] = TOPICS[key] || ["Help and support", ["Find answers to common questions, or get in touch."]];
  const links = Object.entries(TOPICS)
    .filter(([topic]) => !["not-found", "pin", "business", "private"].includes(topic))
    .map(([topic, [label]]) => `<li><a href="#/help/${topic}">${esc(label)}</a></li>`)
    .join("");
  return {
    title,
    section: "",
    html: `${breadcrumbs([["Accounts", "#/accounts"], ...(key ? [["Help and support", "#/help"], [title]] : [["Help and support"]])])}
      ${pageHead(title)}
      <div class="layout"><div class="panel">${paragraphs.map((text) => `<p>${esc(text)}</p>`).join("")}</div>
      <aside class="aside" aria-label="Help topics"><div class="panel"><h2>Help topics</h2><ul class="link-list">${links}</ul></div>
        ${helpAside("Talk to us", ["0345 600 2710, 8am to 8pm, 7 days a week."])}</aside></div>`,
  };
}

export function signedOutView() {
  return {
    title: "Signed out",
    section: "",
    signedOut: true,
    html: `${pageHead("You've signed out")}
      <div class="panel" style="max-width:720px"><p>For your security, close your browser if you're using a shared computer.</p>
        <p><a class="button" href="#/accounts" id="sign-in-again">Sign in again</a></p></div>`,
  };
}
