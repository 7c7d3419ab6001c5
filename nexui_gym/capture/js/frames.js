// Let the page finish a round of work: fonts loaded and two animation frames painted.
async () => {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return window.__nexui ? window.__nexui.busy() : 0;
}
