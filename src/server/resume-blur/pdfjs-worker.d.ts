// pdfjs ships no types for its worker module; we only hand it back to pdfjs (resume-blur/pdfjs.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
