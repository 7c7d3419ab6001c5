/* Interactive components: menu button, modal dialogs, council combobox, tabs, accordion,
 * character count, conditional reveals and the "none of these" checkbox.
 * Each follows the WAI-ARIA Authoring Practices keyboard model for its pattern. */
"use strict";

window.BBWidgets = (function () {
  // ---------- Menu button (account menu in the header) ----------

  function menuItems(menu) {
    return Array.prototype.slice.call(menu.querySelectorAll('[role="menuitem"]'));
  }

  function openMenu(button, menu, focusLast) {
    menu.hidden = false;
    button.setAttribute("aria-expanded", "true");
    const items = menuItems(menu);
    items[focusLast ? items.length - 1 : 0].focus();
  }

  function closeMenu(button, menu, returnFocus) {
    if (menu.hidden) return;
    menu.hidden = true;
    button.setAttribute("aria-expanded", "false");
    if (returnFocus) button.focus();
  }

  function setupMenuButton(button, menu) {
    button.addEventListener("click", function () {
      if (menu.hidden) openMenu(button, menu, false);
      else closeMenu(button, menu, false);
    });
    button.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        openMenu(button, menu, event.key === "ArrowUp");
      }
    });
    menu.addEventListener("keydown", function (event) {
      const items = menuItems(menu);
      const at = items.indexOf(document.activeElement);
      let next = null;
      if (event.key === "ArrowDown") next = (at + 1) % items.length;
      else if (event.key === "ArrowUp") next = (at - 1 + items.length) % items.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = items.length - 1;
      else if (event.key === "Escape") {
        event.preventDefault();
        closeMenu(button, menu, true);
        return;
      } else if (event.key === "Tab") {
        closeMenu(button, menu, false);
        return;
      }
      if (next !== null) {
        event.preventDefault();
        items[next].focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (!menu.contains(event.target) && !button.contains(event.target)) {
        closeMenu(button, menu, false);
      }
    });
    return {
      close: function () {
        closeMenu(button, menu, false);
      },
    };
  }

  // ---------- Modal dialogs (native <dialog>, with Tab kept inside) ----------

  const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

  /** Focus starts on the control marked `autofocus` (the safe choice), else the first one. */
  function openDialog(dialog, opener) {
    dialog.showModal();
    dialog._opener = opener || document.activeElement;
    const start = dialog.querySelector("[autofocus]") || dialog.querySelector(FOCUSABLE);
    if (start) start.focus();
  }

  function closeDialog(dialog) {
    if (!dialog.open) return;
    dialog.close();
  }

  function setupDialog(dialog) {
    dialog.addEventListener("keydown", function (event) {
      if (event.key !== "Tab") return;
      const items = dialog.querySelectorAll(FOCUSABLE);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });
    dialog.addEventListener("close", function () {
      const opener = dialog._opener;
      dialog._opener = null;
      if (opener && document.contains(opener)) opener.focus();
    });
  }

  // ---------- Combobox with a list of suggestions (council) ----------

  function setupCombobox(input, choices) {
    const list = document.getElementById(input.getAttribute("aria-controls"));
    const status = document.getElementById(input.id + "-status");
    let shown = [];
    let active = -1;

    // Names that start with the query come first, then the other matches, each alphabetically.
    function matches(query) {
      const q = query.trim().toLowerCase();
      function rank(choice) {
        const at = choice.name.toLowerCase().indexOf(q);
        return at === 0 ? 0 : at > 0 ? 1 : 2;
      }
      return choices
        .filter(function (choice) {
          return rank(choice) < 2;
        })
        .sort(function (a, b) {
          return rank(a) - rank(b) || (a.name < b.name ? -1 : 1);
        });
    }

    function render() {
      if (!shown.length) {
        list.innerHTML = '<li class="autocomplete__none" role="presentation">No results found</li>';
      } else {
        list.innerHTML = shown
          .map(function (choice, i) {
            const selected = i === active;
            return (
              '<li class="autocomplete__option' + (selected ? " autocomplete__option--active" : "") +
              '" role="option" id="' + input.id + "-opt-" + choice.slug + '" aria-selected="' +
              selected + '" data-value="' + choice.name + '">' + choice.name + "</li>"
            );
          })
          .join("");
      }
      if (active >= 0) {
        input.setAttribute("aria-activedescendant", input.id + "-opt-" + shown[active].slug);
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function open(query, activeIndex) {
      shown = matches(query).slice(0, 12);
      active = shown.length ? activeIndex : -1;
      render();
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      status.textContent = shown.length
        ? shown.length + (shown.length === 1 ? " result is" : " results are") +
          " available. Use up and down arrow keys to move through them."
        : "No results found";
    }

    function close() {
      list.hidden = true;
      shown = [];
      active = -1;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
    }

    function choose(name) {
      input.value = name;
      close();
      status.textContent = name + " selected";
    }

    input.addEventListener("input", function () {
      if (input.value.trim().length >= 2) open(input.value, -1);
      else {
        close();
        status.textContent = "";
      }
    });

    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (list.hidden) {
          open(input.value, 0);
          return;
        }
        if (!shown.length) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        active = (active + step + shown.length) % shown.length;
        render();
      } else if (event.key === "Enter" && !list.hidden && active >= 0) {
        event.preventDefault();
        choose(shown[active].name);
      } else if (event.key === "Escape" && !list.hidden) {
        event.preventDefault();
        close();
      }
    });

    // Keep focus in the input while an option is pressed, so the click can choose it.
    list.addEventListener("mousedown", function (event) {
      event.preventDefault();
    });
    list.addEventListener("click", function (event) {
      const option = event.target.closest('[role="option"]');
      if (option) {
        choose(option.getAttribute("data-value"));
        input.focus();
      }
    });
    document.addEventListener("click", function onOutside(event) {
      if (!document.contains(input)) {
        document.removeEventListener("click", onOutside);
        return;
      }
      if (event.target !== input && !list.contains(event.target)) close();
    });
  }

  // ---------- Tabs ----------

  function setupTabs(root) {
    const tabs = Array.prototype.slice.call(root.querySelectorAll('[role="tab"]'));
    function select(tab, focus) {
      tabs.forEach(function (other) {
        const on = other === tab;
        other.setAttribute("aria-selected", String(on));
        other.tabIndex = on ? 0 : -1;
        document.getElementById(other.getAttribute("aria-controls")).hidden = !on;
      });
      if (focus) tab.focus();
      // The panels sit low on long pages: bring the chosen one into view, as with the accordion.
      document.getElementById(tab.getAttribute("aria-controls")).scrollIntoView({ block: "nearest" });
    }
    tabs.forEach(function (tab, i) {
      tab.addEventListener("click", function () {
        select(tab, false);
      });
      tab.addEventListener("keydown", function (event) {
        let next = null;
        if (event.key === "ArrowRight") next = (i + 1) % tabs.length;
        else if (event.key === "ArrowLeft") next = (i - 1 + tabs.length) % tabs.length;
        else if (event.key === "Home") next = 0;
        else if (event.key === "End") next = tabs.length - 1;
        if (next !== null) {
          event.preventDefault();
          select(tabs[next], true);
        }
      });
    });
  }

  // ---------- Accordion ----------

  function setupAccordion(root) {
    const buttons = Array.prototype.slice.call(root.querySelectorAll(".accordion__button"));
    const toggleAll = root.querySelector(".accordion__toggle-all");

    function setSection(button, expanded) {
      button.setAttribute("aria-expanded", String(expanded));
      button.querySelector(".accordion__icon").textContent = expanded ? "−" : "+";
      document.getElementById(button.getAttribute("aria-controls")).hidden = !expanded;
    }

    function refreshToggleAll() {
      const allOpen = buttons.every(function (b) {
        return b.getAttribute("aria-expanded") === "true";
      });
      toggleAll.textContent = allOpen ? "Hide all sections" : "Show all sections";
      toggleAll.setAttribute("aria-expanded", String(allOpen));
    }

    buttons.forEach(function (button) {
      button.addEventListener("click", function () {
        const expand = button.getAttribute("aria-expanded") !== "true";
        setSection(button, expand);
        refreshToggleAll();
        // Bring newly shown text into view when it opened below the fold.
        if (expand) document.getElementById(button.getAttribute("aria-controls")).scrollIntoView({ block: "nearest" });
      });
    });
    toggleAll.addEventListener("click", function () {
      const open = toggleAll.getAttribute("aria-expanded") !== "true";
      buttons.forEach(function (button) {
        setSection(button, open);
      });
      refreshToggleAll();
    });
  }

  // ---------- Character count ----------

  function setupCharCount(textarea) {
    const max = Number(textarea.getAttribute("data-maxlength"));
    const visible = document.getElementById(textarea.id + "-count");
    const spoken = document.getElementById(textarea.id + "-count-live");

    function message() {
      const left = max - textarea.value.length;
      if (left >= 0) {
        return "You have " + left + (left === 1 ? " character" : " characters") + " remaining";
      }
      return "You have " + -left + (left === -1 ? " character" : " characters") + " too many";
    }

    textarea.addEventListener("input", function () {
      visible.textContent = message();
      visible.classList.toggle("char-count--over", textarea.value.length > max);
      spoken.textContent = message();
    });
    visible.textContent = message();
  }

  // ---------- Conditional reveals and exclusive "none" checkbox ----------

  function setupConditionals(root) {
    const inputs = root.querySelectorAll("input[data-reveals]");
    function refresh() {
      inputs.forEach(function (input) {
        const panel = document.getElementById(input.getAttribute("data-reveals"));
        panel.hidden = !input.checked;
      });
    }
    root.querySelectorAll('input[type="radio"], input[type="checkbox"]').forEach(function (input) {
      input.addEventListener("change", refresh);
    });
    refresh();
  }

  function setupExclusive(root) {
    root.querySelectorAll(".checkboxes").forEach(function (group) {
      const exclusive = group.querySelector("input[data-exclusive]");
      if (!exclusive) return;
      group.querySelectorAll('input[type="checkbox"]').forEach(function (box) {
        box.addEventListener("change", function () {
          if (!box.checked) return;
          group.querySelectorAll('input[type="checkbox"]').forEach(function (other) {
            const clash = box === exclusive ? other !== exclusive : other === exclusive;
            if (clash) other.checked = false;
          });
        });
      });
    });
  }

  /** Wire up every component found inside a freshly rendered part of the page. */
  function init(root) {
    root.querySelectorAll('[role="tablist"]').forEach(function (list) {
      setupTabs(list.parentElement);
    });
    root.querySelectorAll(".accordion").forEach(setupAccordion);
    root.querySelectorAll("textarea[data-maxlength]").forEach(setupCharCount);
    root.querySelectorAll("dialog").forEach(setupDialog);
    setupConditionals(root);
    setupExclusive(root);
  }

  return {
    init: init,
    setupMenuButton: setupMenuButton,
    setupDialog: setupDialog,
    openDialog: openDialog,
    closeDialog: closeDialog,
    setupCombobox: setupCombobox,
  };
})();
