// Inline SVG icons from the sprite in index.html (always decorative), and the attachment
// chip shared by the reading pane and the compose form.

import { esc } from "./format.js";

export function icon(name, className = "icon") {
  return `<svg class="${className}" aria-hidden="true" focusable="false"><use href="#i-${name}"></use></svg>`;
}

export function fileIcon(fileName) {
  return icon(fileName.endsWith(".pdf") ? "file-pdf" : "file");
}

// One attachment: icon, name, size and a control (download link or remove button).
export function attachmentChipHtml(file, controlHtml) {
  return `
      <li class="attachment">
        ${fileIcon(file.name)}
        <span class="attachment-name">${esc(file.name)}</span>
        <span class="attachment-size">${esc(file.size)}</span>
        ${controlHtml}
      </li>`;
}
