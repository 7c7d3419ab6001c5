// Card controls: freeze a card, online payments and contactless switches.

import { CARDS } from "../data.js";
import { esc } from "../format.js";
import { save, state } from "../store.js";
import { switchMarkup, toast, toggleSwitch } from "../widgets.js";
import { helpAside, pageHead } from "./common.js";

function cardSection(card) {
  const frozen = state.frozenCards.includes(card.id);
  return `<section class="panel" aria-labelledby="card-title-${card.id}">
      <div class="card-layout">
        <div class="card-art ${card.id}" aria-hidden="true"><div>Larchfield</div>
          <div class="digits">•••• •••• •••• ${card.ending}</div><div>E WHITAKER &nbsp; ${card.expires}</div></div>
        <div>
          <h2 id="card-title-${card.id}">${esc(card.name)} ending ${card.ending}</h2>
          <p class="muted">Linked to your ${esc(card.account)} · Expires ${card.expires}</p>
          <p class="tag${frozen ? " tag-pending" : ""}" id="card-state-${card.id}">${frozen ? "Frozen" : "Active"}</p>
          ${switchMarkup({ id: `freeze-${card.id}`, label: "Freeze card", description: "Stops new card payments and cash withdrawals until you unfreeze it.", checked: frozen })}
          ${switchMarkup({ id: `online-${card.id}`, label: "Online and phone payments", description: "Let the card be used online, in apps and over the phone.", checked: true })}
          ${switchMarkup({ id: `contactless-${card.id}`, label: "Contactless payments", description: "Tap to pay up to £100.", checked: true })}
          <p><a href="#/help/lost-card" id="lost-${card.id}">Report this card lost or stolen</a> &nbsp;·&nbsp; <a href="#/help/pin" id="pin-${card.id}">View your PIN</a></p>
        </div>
      </div></section>`;
}

export function cardsView() {
  return {
    title: "Cards",
    section: "cards",
    html: `${pageHead("Your cards", "Freeze a card or choose how it can be used. Changes happen straight away.")}
      <div class="layout"><div>${CARDS.map(cardSection).join("")}</div>
      <aside class="aside" aria-label="Card help">
        ${helpAside("Lost your card?", ["Freeze it first if you think it might turn up. If it's gone, report it and we'll send a new one within 3 working days."], [["Report a lost or stolen card", "#/help/lost-card"], ["Order a replacement card", "#/help/lost-card"]])}
      </aside></div>`,
    mount(root) {
      for (const button of root.querySelectorAll('[role="switch"]')) {
        button.addEventListener("click", () => {
          const on = toggleSwitch(button);
          const [control, cardId] = button.id.split("-");
          const card = CARDS.find((item) => item.id === cardId);
          if (control === "freeze") {
            state.frozenCards = on ? [...state.frozenCards, cardId] : state.frozenCards.filter((id) => id !== cardId);
            save();
            root.querySelector(`#card-state-${cardId}`).textContent = on ? "Frozen" : "Active";
            toast(on ? `Your card ending ${card.ending} is frozen.` : `Your card ending ${card.ending} is unfrozen.`);
          } else {
            const what = control === "online" ? "Online and phone payments" : "Contactless payments";
            toast(`${what} turned ${on ? "on" : "off"}.`);
          }
        });
      }
    },
  };
}
