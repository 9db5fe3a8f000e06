// What a rich-text editor takes: its own file so the lazy Quill editor and the wrapper that loads it both
// import it, rather than the editor importing back from its wrapper.
export interface RichTextEditorProps {
  /** HTML to start from. */
  value: string;
  /** Called with the editor's HTML after every change. */
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  placeholder?: string;
  readOnly?: boolean;
  /** Minimum height of the editing area, in pixels. */
  minHeight?: number;
  testId?: string;
}
