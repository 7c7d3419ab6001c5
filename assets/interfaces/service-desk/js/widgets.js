// Accessible widgets shared by the views, following the WAI-ARIA Authoring Practices:
// menu button, combobox with list autocomplete, tabs, error summary, status messages.
import { esc } from "./format.js";

// ---- Status messages -------------------------------------------------------------------
// One polite live region in the page shell; it shows as a toast and is read out.
export function announce(message) {
  const region = document.getElementById("toast-message");
  region.textContent = message;
  document.getElementById("toast").hidden = !message;
}

// Where a key moves focus in a list of n items (wrapping), or null for other keys.
function moveIndex(key, index, n, previousKey, nextKey) {
  const moves = { [nextKey]: index + 1, [previousKey]: index - 1, Home: 0, End: n - 1 };
  return key in moves ? (moves[key] + n) % n : null;
}

// ---- Menu button -----------------------------------------------------------------------
const openMenus = new Set();

export function closeMenus(except) {
  for (const close of [...openMenus]) if (close !== except) close();
}

document.addEventListener("click", (event) => {
  if (!event.target.closest("[data-menu-root]")) closeMenus();
});

export function menuButton(button, menu, onChoose) {
  const items = () => [...menu.querySelectorAll('[role="menuitem"]:not([aria-disabled="true"])')];
  const close = (refocus) => {
    menu.hidden = true;
    button.setAttribute("aria-expanded", "false");
    openMenus.delete(close);
    if (refocus) button.focus();
  };
  const open = (focusLast) => {
    closeMenus(close);
    menu.hidden = false;
    button.setAttribute("aria-expanded", "true");
    openMenus.add(close);
    const list = items();
    list[focusLast ? list.length - 1 : 0]?.focus();
  };
  button.addEventListener("click", () => (menu.hidden ? open(false) : close(false)));
  button.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowUp");
    }
  });
  // Listeners sit on the items themselves, not on the menu: only controls take input.
  const onKey = (event) => {
    const list = items();
    const next = moveIndex(event.key, list.indexOf(document.activeElement), list.length, "ArrowUp", "ArrowDown");
    if (next !== null) {
      event.preventDefault();
      list[next].focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };
  const onClick = (event) => {
    const item = event.currentTarget;
    if (item.getAttribute("aria-disabled") === "true") return;
    // Links navigate away; for commands focus returns to the menu button first.
    close(!item.matches("a"));
    onChoose?.(item, event);
  };
  for (const item of menu.querySelectorAll('[role="menuitem"]')) {
    item.addEventListener("keydown", onKey);
    item.addEventListener("click", onClick);
  }
  return { close };
}

// ---- Combobox (editable, list autocomplete) ---------------------------------------------
// choices() returns [{id, label, detail}]; the input's value is the chosen label.
export function combobox(input, listbox, toggle, choices, onChoose) {
  let active = -1;
  const options = () => [...listbox.querySelectorAll('[role="option"]')];
  const close = () => {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const render = (filter) => {
    const term = filter.trim().toLowerCase();
    const matches = choices().filter((c) => !term || c.label.toLowerCase().includes(term));
    listbox.innerHTML = matches.length
      ? matches
          .map(
            (c) => `<li role="option" id="${esc(input.id)}-opt-${esc(c.id)}" data-value="${esc(c.id)}"
              aria-selected="${c.label === input.value}"><span class="opt-label">${esc(c.label)}</span>
              ${c.detail ? `<span class="opt-detail">${esc(c.detail)}</span>` : ""}</li>`,
          )
          .join("")
      : `<li class="no-match">No matches for “${esc(filter)}”</li>`;
    listbox.hidden = false;
    input.setAttribute("aria-expanded", "true");
    active = -1;
    input.removeAttribute("aria-activedescendant");
  };
  const highlight = (index) => {
    const list = options();
    if (!list.length) return;
    active = (index + list.length) % list.length;
    list.forEach((option, i) => option.classList.toggle("active", i === active));
    input.setAttribute("aria-activedescendant", list[active].id);
    list[active].scrollIntoView({ block: "nearest" });
  };
  const choose = (option) => {
    const choice = choices().find((c) => c.id === option.dataset.value);
    input.value = choice.label;
    close();
    input.focus();
    onChoose?.(choice);
  };
  input.addEventListener("input", () => render(input.value));
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (listbox.hidden) render("");
      highlight(event.key === "ArrowDown" ? active + 1 : active - 1);
    } else if (event.key === "Enter" && !listbox.hidden && active >= 0) {
      event.preventDefault();
      choose(options()[active]);
    } else if (event.key === "Escape" && !listbox.hidden) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener("blur", () => {
    // Leave time for a click on an option to land before the list closes.
    setTimeout(() => {
      if (document.activeElement !== input && !listbox.matches(":hover")) close();
    }, 150);
  });
  listbox.addEventListener("mousedown", (event) => event.preventDefault());
  listbox.addEventListener("click", (event) => {
    const option = event.target.closest('[role="option"]');
    if (option) choose(option);
  });
  toggle?.addEventListener("click", () => {
    if (listbox.hidden) {
      render("");
      input.focus();
    } else close();
  });
  return { close };
}

// ---- Tabs (automatic activation) --------------------------------------------------------
export function tabs(tablist, onSelect) {
  const all = () => [...tablist.querySelectorAll('[role="tab"]')];
  const select = (tab, focus) => {
    for (const t of all()) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute("aria-controls")).hidden = !on;
    }
    if (focus) tab.focus();
    onSelect?.(tab);
  };
  for (const tab of all()) {
    tab.addEventListener("click", () => select(tab, false));
    tab.addEventListener("keydown", (event) => {
      const list = all();
      const next = moveIndex(event.key, list.indexOf(tab), list.length, "ArrowLeft", "ArrowRight");
      if (next !== null) {
        event.preventDefault();
        select(list[next], true);
      }
    });
  }
  return { select: (id) => select(document.getElementById(id), false) };
}

// ---- Validation: inline messages and an error summary ---------------------------------
export function clearErrors(form, summary) {
  summary.hidden = true;
  summary.innerHTML = "";
  for (const field of form.querySelectorAll('[aria-invalid="true"]')) {
    field.removeAttribute("aria-invalid");
    const described = (field.getAttribute("aria-describedby") || "")
      .split(" ")
      .filter((id) => id && !id.endsWith("-error"));
    if (described.length) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
  }
  for (const message of form.querySelectorAll(".field-error")) message.remove();
  for (const wrap of form.querySelectorAll(".has-error")) wrap.classList.remove("has-error");
}

// errors: [{field: id of the control (or first radio), message}]
export function showErrors(form, summary, errors) {
  clearErrors(form, summary);
  if (!errors.length) return false;
  for (const { field, message } of errors) {
    const control = document.getElementById(field);
    const wrap = control.closest(".field, fieldset");
    wrap.classList.add("has-error");
    const note = document.createElement("p");
    note.className = "field-error";
    note.id = `${field}-error`;
    note.innerHTML = `<span class="visually-hidden">Error:</span> ${esc(message)}`;
    if (wrap.tagName === "FIELDSET") wrap.querySelector("legend").after(note);
    else (wrap.querySelector(".field-control") || control).before(note);
    const targets = wrap.tagName === "FIELDSET" ? wrap.querySelectorAll("input") : [control];
    for (const target of targets) {
      target.setAttribute("aria-invalid", "true");
      const described = (target.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
      target.setAttribute("aria-describedby", [note.id, ...described].join(" "));
    }
  }
  summary.innerHTML = `<h2 class="error-summary-title">There is a problem</h2>
    <ul class="error-summary-list">${errors
      .map((e) => `<li><a href="#${esc(e.field)}" data-focus="${esc(e.field)}">${esc(e.message)}</a></li>`)
      .join("")}</ul>`;
  summary.hidden = false;
  summary.focus();
  return true;
}

// Links in an error summary move focus to the field instead of changing the route.
document.addEventListener("click", (event) => {
  const link = event.target.closest("a[data-focus]");
  if (!link) return;
  event.preventDefault();
  const field = document.getElementById(link.dataset.focus);
  field.scrollIntoView({ block: "center" });
  field.focus();
});

// ---- Markup helpers --------------------------------------------------------------------
export function options(list, selected, placeholder) {
  const head = placeholder === undefined ? "" : `<option value="">${esc(placeholder)}</option>`;
  return (
    head +
    list
      .map((o) => {
        const [value, label] = typeof o === "string" ? [o, o] : [o.id, o.name];
        return `<option value="${esc(value)}"${value === selected ? " selected" : ""}>${esc(label)}</option>`;
      })
      .join("")
  );
}

export function badge(kind, text) {
  return `<span class="badge badge-${esc(kind)}">${esc(text)}</span>`;
}
