// The in-page half of the palette paint bench, as a string for page.evaluate (tsx would wrap a function's
// inner functions in helpers the page does not have). For each measured keydown it notes:
//   start   the event's timeStamp (when the key reached the page),
//   input   when its input event began (the text has changed; React's handler is next),
//   commit  when React has committed the list for the new text (data-query on the list names it),
//   raf     the start of the next animation frame after that commit,
//   painted the task right after that frame's rendering update (style, layout, paint) has run.
// painted − start is keystroke-to-paint; (commit − start) + (painted − raf) is the main thread's own
// work for it, without the wait for the display's next frame. Event Timing entries (durations of 16 ms
// and more only, rounded to 8 ms: the API reports no shorter ones) are collected beside.
export const PAINT_PROBE = `(() => {
  const input = document.querySelector('[data-testid=palette-input]');
  const list = document.querySelector('[data-testid=palette-list]');
  const samples = [];
  const events = [];
  let waiters = [];
  window.__paint = { samples, events, measuring: false };
  window.__paintWait = (n) => samples.length > n ? true : new Promise((resolve) => waiters.push([n, resolve]));
  const done = (s) => {
    samples.push(s);
    waiters = waiters.filter(([n, resolve]) => (samples.length > n ? (resolve(true), false) : true));
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) events.push({ name: e.name, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart, interactionId: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  window.addEventListener('keydown', (event) => {
    if (!window.__paint.measuring) return;
    const s = { key: event.key, text: '', start: event.timeStamp, input: 0, commit: 0, raf: 0, painted: 0 };
    let seen = false;
    const check = () => {
      if (seen || list.dataset.query !== input.value || input.value === s.before) return;
      seen = true;
      observer.disconnect();
      s.commit = performance.now();
      s.text = input.value;
      s.rows = list.querySelectorAll('[cmdk-item]').length;
      requestAnimationFrame(() => {
        s.raf = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { s.painted = performance.now(); done(s); };
        channel.port2.postMessage(0);
      });
    };
    s.before = input.value;
    window.addEventListener('input', () => { s.input = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(check);
    observer.observe(list, { attributes: true, attributeFilter: ['data-query'] });
    // The observer sees React's commit as it happens; the timer is a second look once the key's task is over.
    setTimeout(check, 0);
  }, { capture: true });
})()`;
