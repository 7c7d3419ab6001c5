// Contacts: a filterable table of the address book.

import { CONTACTS } from "../data.js";
import { esc, plural } from "../format.js";
import { icon } from "../icons.js";

export function matchingContacts(filter) {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return CONTACTS.filter((contact) => {
    const text = `${contact.name} ${contact.email} ${contact.phone} ${contact.group}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function contactRowsHtml(contacts) {
  return contacts
    .map(
      (contact) => `
      <tr>
        <th scope="row">${esc(contact.name)}</th>
        <td>${esc(contact.email)}</td>
        <td>${esc(contact.phone)}</td>
        <td>${esc(contact.group)}</td>
        <td class="cell-action"><a class="button secondary small" href="#/compose/to/${contact.id}" aria-label="Email ${esc(contact.name)}">${icon("mail")}Email</a></td>
      </tr>`,
    )
    .join("");
}

export function contactsCountText(count) {
  return `Showing ${plural(count, "contact")}`;
}

export function contactsViewHtml() {
  return `
    <section class="contacts-view" aria-labelledby="page-heading">
      <div class="list-header">
        <div>
          <h1 id="page-heading" tabindex="-1">Contacts</h1>
          <p class="list-summary">${plural(CONTACTS.length, "contact")} in your address book</p>
        </div>
      </div>
      <div class="contacts-filter">
        <label for="contact-filter">Filter contacts</label>
        <input type="search" id="contact-filter" data-input="filter-contacts" autocomplete="off" aria-describedby="contact-count">
        <p id="contact-count" class="muted" role="status">${contactsCountText(CONTACTS.length)}</p>
      </div>
      <table class="data-table contacts-table" id="contacts-table">
        <caption class="vh">Contacts</caption>
        <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Phone</th><th scope="col">Group</th><th scope="col"><span class="vh">Action</span></th></tr></thead>
        <tbody id="contacts-body">${contactRowsHtml(CONTACTS)}</tbody>
      </table>
    </section>`;
}
