// One state, second half: put each candidate's stable id on its element, record where the
// page is scrolled (data-nexui-scroll="x,y" on <html>: capture itself never scrolls) and
// serialise the document. `ids` maps element keys (from inspect.js) to stable ids.
(ids) => {
  const nx = window.__nexui;
  return nx.quietly(() => {
    document.documentElement.setAttribute(
      "data-nexui-scroll",
      `${Math.round(window.scrollX)},${Math.round(window.scrollY)}`,
    );
    for (const el of document.body ? document.body.querySelectorAll("*") : []) {
      const id = ids[nx.keyOf(el)];
      if (id !== undefined) el.setAttribute("data-nexui-id", String(id));
    }
    return "<!DOCTYPE html>" + document.documentElement.outerHTML;
  });
}
