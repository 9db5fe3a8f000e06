// Loaded into the server process by the soak (node --expose-gc --import): answers 'memory' over the IPC
// channel with the heap after a full collection, so the soak sees what is kept rather than garbage not yet
// collected. Test-only: the server itself knows nothing of it.
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  process.send?.({ rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, arrayBuffers: usage.arrayBuffers });
});
