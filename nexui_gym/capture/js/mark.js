// One state, second half: put each candidate's stable id on its element and serialise the
// document. `ids` maps element keys (from inspect.js) to stable ids.
(ids) => {
  const nx = window.__nexui;
  return nx.quietly(() => {
    for (const el of document.body ? document.body.querySelectorAll("*") : []) {
      const id = ids[nx.keyOf(el)];
      if (id !== undefined) el.setAttribute("data-nexui-id", String(id));
    }
    return "<!DOCTYPE html>" + document.documentElement.outerHTML;
  });
}
