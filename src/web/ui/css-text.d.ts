// A stylesheet imported `with { type: 'text' }` arrives as its text (esbuild's text loader), so a lazy
// component can adopt it as a constructed stylesheet: no <link> to inject, nothing inline for CSP.
declare module '*.css' {
  const text: string;
  export default text;
}
